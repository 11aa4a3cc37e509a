import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { recordingStatus } from '../api/get-recording';
import { RecordingPlayer } from './recording-player';
import type { RecordingPlayerHandle } from './recording-player';

vi.mock('../api/get-recording', () => ({ recordingStatus: vi.fn() }));
const status = vi.mocked(recordingStatus);

const URL_1 = '/api/interviews/i1/recordings/q1?grant=g1';
const URL_2 = '/api/interviews/i1/recordings/q1?grant=g2';

type Props = Partial<Parameters<typeof RecordingPlayer>[0]>;
const player = (props: Props = {}) => (
  <RecordingPlayer
    src={URL_1}
    kind="video"
    version="v1"
    label="Video answer to question 1"
    grantFailed={false}
    renewGrant={() => {}}
    onDuration={() => {}}
    {...props}
  />
);

const element = () => screen.getByLabelText('Video answer to question 1') as HTMLVideoElement;
const setPaused = (el: HTMLMediaElement, paused: boolean) =>
  Object.defineProperty(el, 'paused', { configurable: true, value: paused });
const metadata = (el: HTMLMediaElement, duration: number) => {
  Object.defineProperty(el, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(el);
};

let play: ReturnType<typeof vi.spyOn>;
let load: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom has media elements but does not play or load them.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  status.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('RecordingPlayer', () => {
  it('a camera recording plays in a <video> streamed from the grant URL, with a poster frame', () => {
    render(player());
    const video = element();
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', `${URL_1}#t=0.1`);
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
  });

  it('an audio recording plays in an <audio> with its own label', () => {
    render(player({ kind: 'audio', label: 'Audio answer to question 2' }));
    const audio = screen.getByLabelText('Audio answer to question 2');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', URL_1);
  });

  it('reports the duration, and sets the speed from the button group', async () => {
    const onDuration = vi.fn();
    render(player({ onDuration }));
    metadata(element(), 12.5);
    expect(onDuration).toHaveBeenLastCalledWith(12.5);
    await userEvent.click(screen.getByRole('button', { name: '1.5×' }));
    expect(element().playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');
    // A file without a known length (no seekable header yet) reports none rather than Infinity.
    metadata(element(), Infinity);
    expect(onDuration).toHaveBeenLastCalledWith(null);
  });

  it('a newer version of a growing recording waits while it plays, then reloads at the same position', () => {
    const { rerender } = render(player());
    const video = element();
    setPaused(video, false);
    video.currentTime = 2;
    rerender(player({ version: 'v2' }));
    expect(load).not.toHaveBeenCalled();

    setPaused(video, true);
    fireEvent.pause(video);
    expect(load).toHaveBeenCalledTimes(1);
    metadata(video, 5);
    expect(video.currentTime).toBe(2);
  });

  it('a renewed grant waits while the recording plays, then takes over at the same position', () => {
    const { rerender } = render(player());
    const video = element();
    setPaused(video, false);
    video.currentTime = 3;
    rerender(player({ src: URL_2 }));
    expect(video).toHaveAttribute('src', `${URL_1}#t=0.1`);
    setPaused(video, true);
    fireEvent.pause(video);
    expect(video).toHaveAttribute('src', `${URL_2}#t=0.1`);
    metadata(video, 8);
    expect(video.currentTime).toBe(3);
  });

  it('a refused grant (401) asks for a new one and plays on from where it was', async () => {
    status.mockResolvedValue(401);
    const renewGrant = vi.fn();
    const { rerender } = render(player({ renewGrant }));
    const video = element();
    setPaused(video, false);
    video.currentTime = 4;
    fireEvent.error(video);
    await waitFor(() => expect(renewGrant).toHaveBeenCalledTimes(1));
    expect(status).toHaveBeenCalledWith(URL_1);

    rerender(player({ renewGrant, src: URL_2 }));
    expect(video).toHaveAttribute('src', `${URL_2}#t=0.1`);
    metadata(video, 8);
    expect(video.currentTime).toBe(4);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a recording played past its grant takes the renewed one at once, without asking again', async () => {
    const renewGrant = vi.fn();
    const { rerender } = render(player({ renewGrant }));
    const video = element();
    setPaused(video, false);
    video.currentTime = 5;
    // Renewed before expiry, but held back while the recording plays.
    rerender(player({ renewGrant, src: URL_2 }));
    expect(video).toHaveAttribute('src', `${URL_1}#t=0.1`);
    fireEvent.error(video);
    expect(video).toHaveAttribute('src', `${URL_2}#t=0.1`);
    metadata(video, 8);
    expect(video.currentTime).toBe(5);
    expect(play).toHaveBeenCalled();
    expect(status).not.toHaveBeenCalled();
    expect(renewGrant).not.toHaveBeenCalled();
  });

  it('a grant refused again before the recording loads is shown as expired, not renewed forever', async () => {
    status.mockResolvedValue(401);
    const renewGrant = vi.fn();
    const { rerender } = render(player({ renewGrant }));
    fireEvent.error(element());
    await waitFor(() => expect(renewGrant).toHaveBeenCalledTimes(1));
    rerender(player({ renewGrant, src: URL_2 }));
    fireEvent.error(element());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This playback link has expired. Reload the page.',
    );
    expect(renewGrant).toHaveBeenCalledTimes(1);
  });

  it('any other failure says the recording could not be loaded', async () => {
    status.mockResolvedValue(404);
    const renewGrant = vi.fn();
    render(player({ renewGrant }));
    fireEvent.error(element());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recording could not be loaded.',
    );
    expect(renewGrant).not.toHaveBeenCalled();
  });

  it('waits for the grant, says so when it cannot get one, and when there is no recording', () => {
    const { rerender } = render(player({ src: null }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(player({ src: null, grantFailed: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('The recording could not be loaded.');
    rerender(player({ version: null }));
    expect(screen.getByText('No recording')).toBeInTheDocument();
    expect(screen.queryByLabelText('Video answer to question 1')).toBeNull();
  });

  it('plays from a given second when asked (a transcript phrase)', () => {
    const ref = createRef<RecordingPlayerHandle>();
    render(player({ ref }));
    act(() => ref.current?.playFrom(7.25));
    expect(element().currentTime).toBe(7.25);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
