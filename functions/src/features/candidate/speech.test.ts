import { describe, expect, it, vi } from 'vitest';
import { AZURE_TOKEN_URL, speechTokenFor } from './speech';

describe('speechTokenFor', () => {
  it('with a key, mints an Azure token for eastus without revealing the key', async () => {
    const fetchImpl = vi.fn(async () => new Response('jwt-token-value', { status: 200 }));
    const result = await speechTokenFor(
      { key: 'secret-key', standinUrl: 'ws://127.0.0.1:7070' },
      fetchImpl,
    );
    expect(result).toEqual({
      mode: 'azure',
      token: 'jwt-token-value',
      region: 'eastus',
      expiresInMs: 540_000,
    });
    expect(JSON.stringify(result)).not.toContain('secret-key');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://eastus.api.cognitive.microsoft.com/sts/v1.0/issueToken',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'Ocp-Apim-Subscription-Key': 'secret-key' }),
      }),
    );
    expect(AZURE_TOKEN_URL).toContain('eastus');
  });

  it('a failing token service is an error (the route answers 502)', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 401 }));
    await expect(speechTokenFor({ key: 'k', standinUrl: undefined }, fetchImpl)).rejects.toThrow(
      /401/,
    );
  });

  it("the key 'none' falls back to the stand-in host", async () => {
    const fetchImpl = vi.fn();
    expect(
      await speechTokenFor({ key: 'none', standinUrl: 'ws://127.0.0.1:7070' }, fetchImpl),
    ).toEqual({
      mode: 'standin',
      host: 'ws://127.0.0.1:7070',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('neither configured (or a non-websocket stand-in) means typing', async () => {
    expect(await speechTokenFor({ key: 'none', standinUrl: '' })).toEqual({ mode: 'none' });
    expect(await speechTokenFor({ key: undefined, standinUrl: undefined })).toEqual({
      mode: 'none',
    });
    expect(await speechTokenFor({ key: '', standinUrl: 'http://x' })).toEqual({ mode: 'none' });
  });
});
