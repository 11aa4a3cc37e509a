import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '@shared/contract/endpoint';
import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { apiUrl } from '@/lib/api-client';
import { sessionUrl, startEarly, takeEarlyMedia } from './early-start';

const SESSION_ID = 'AbC-_0123456789abcdefgh'.slice(0, 22);

describe('sessionUrl', () => {
  it('is the contract’s getQuestions URL for the session', () => {
    expect(sessionUrl(SESSION_ID)).toBe(
      apiUrl(pathOf(candidateEndpoints.getQuestions, { sessionId: SESSION_ID })),
    );
  });
});

describe('startEarly: the capture’s audio context', () => {
  const contexts: { closed: boolean; modules: string[] }[] = [];
  const getUserMedia = vi.fn<() => Promise<MediaStream>>();
  const node = () => ({ connect: vi.fn(), disconnect: vi.fn() });

  class FakeAudioContext {
    closed = false;
    modules: string[] = [];
    sampleRate = 48_000;
    audioWorklet = { addModule: async (url: string) => void this.modules.push(url) };
    constructor() {
      contexts.push(this);
    }
    close() {
      this.closed = true;
      return Promise.resolve();
    }
    createMediaStreamSource = node;
    createMediaStreamDestination = () => ({ ...node(), stream: { getTracks: () => [] } });
  }
  class FakeWorkletNode {
    port = { onmessage: null };
    connect = vi.fn();
    disconnect = vi.fn();
  }

  const answer = (status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'x' }), { status })),
    );

  beforeEach(() => {
    contexts.length = 0;
    getUserMedia.mockReset();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is made beside the session lookup and closed when the link cannot be taken, with no camera asked', async () => {
    answer(404);
    const started = startEarly(SESSION_ID, () => null);
    expect(contexts).toHaveLength(1);
    await started;
    await vi.waitFor(() => expect(contexts[0].closed).toBe(true));
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(takeEarlyMedia()).toBeNull();
  });

  it('is the one the capture is built in once the session answers and the camera opens', async () => {
    answer(200);
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    getUserMedia.mockResolvedValue(stream);
    await startEarly(SESSION_ID, () => null);
    const media = takeEarlyMedia();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    await expect(media?.stream).resolves.toBe(stream);
    const capture = await media!.capture;
    expect(contexts).toHaveLength(1);
    expect(contexts[0].modules).toEqual(['/audio/pcm16-capture.worklet.js']);
    expect(contexts[0].closed).toBe(false);
    capture.close();
    expect(contexts[0].closed).toBe(true);
  });

  it('is closed when the camera or microphone is refused', async () => {
    answer(200);
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await startEarly(SESSION_ID, () => null);
    const media = takeEarlyMedia();
    await expect(media?.capture).rejects.toThrow('denied');
    await vi.waitFor(() => expect(contexts[0].closed).toBe(true));
  });
});
