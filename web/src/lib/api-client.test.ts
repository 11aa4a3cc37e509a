import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessEndpoints } from '@shared/contract/endpoints/access';
import { authEndpoints } from '@shared/contract/endpoints/auth';
import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { healthEndpoints } from '@shared/contract/endpoints/health';
import { interviewsEndpoints } from '@shared/contract/endpoints/interviews';
import { reviewEndpoints } from '@shared/contract/endpoints/review';
import { API_MESSAGES } from '@shared/messages/api';
import {
  ApiError,
  apiUrl,
  callApi,
  mediaUrl,
  configureApiClient,
  messageForNoResponse,
  messageForResponse,
} from './api-client';

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiUrl (contract paths are relative to /api)', () => {
  it('adds the prefix', () => expect(apiUrl('/interviews', '')).toBe('/api/interviews'));
  it('joins a base URL', () =>
    expect(apiUrl('/health', 'https://api.example.com/')).toBe(
      'https://api.example.com/api/health',
    ));
});

describe('the status-to-message mapping of every API call', () => {
  it('401 → session expired', () =>
    expect(messageForResponse(401, { error: 'x' })).toBe(API_MESSAGES.sessionExpired));
  it('429 → too many requests', () =>
    expect(messageForResponse(429, { error: 'x' })).toBe(API_MESSAGES.tooManyRequests));
  it("400 → the server's error string", () =>
    expect(messageForResponse(400, { error: 'Work domain is required' })).toBe(
      'Work domain is required',
    ));
  it('400 without one → Validation error', () =>
    expect(messageForResponse(400, {})).toBe(API_MESSAGES.validation));
  it('other → error, then message, then the fallback', () => {
    expect(messageForResponse(409, { error: 'Conflict here', message: 'm' })).toBe('Conflict here');
    expect(messageForResponse(500, { message: 'Server said' })).toBe('Server said');
    expect(messageForResponse(500, 'not json')).toBe(API_MESSAGES.unexpected);
  });
  it('no response → network error (same origin)', () =>
    expect(messageForNoResponse('/api/health', 'http://localhost:5000', true)).toBe(
      API_MESSAGES.network,
    ));
  it('no response, cross-origin and online → cross-origin block', () =>
    expect(
      messageForNoResponse('https://api.other.com/api/health', 'http://localhost:5000', true),
    ).toBe(API_MESSAGES.crossOrigin));
  it('no response, cross-origin but offline → network error', () =>
    expect(
      messageForNoResponse('https://api.other.com/api/health', 'http://localhost:5000', false),
    ).toBe(API_MESSAGES.network));
});

describe('api requests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getToken: async () => 'id-token-1', onUnauthorized });
  });
  afterEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends JSON with credentials and the bearer token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { email: 'ada@acme.test' }));
    await expect(callApi(authEndpoints.validateToken, { body: { token: 't-1' } })).resolves.toEqual(
      { email: 'ada@acme.test' },
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/validate-token');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"token":"t-1"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer id-token-1');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    configureApiClient({ getToken: async () => null });
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await callApi(healthEndpoints.health);
    expect(
      (fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization,
    ).toBeUndefined();
  });

  it('a 401 calls the unauthorized handler (sign out, go to /login) and rejects with the message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'bad token' }));
    const error = await caught(callApi(authEndpoints.getMe));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(API_MESSAGES.sessionExpired);
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('attaches status and data to other errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: 'Only scheduled interviews can be cancelled' }),
    );
    const error = await caught(
      callApi(interviewsEndpoints.cancelInterview, { params: { id: 'x' } }),
    );
    expect(error.message).toBe('Only scheduled interviews can be cancelled');
    expect(error.status).toBe(409);
    expect(error.data).toEqual({ error: 'Only scheduled interviews can be cancelled' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a failed fetch is a network error with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(callApi(healthEndpoints.health));
    expect(error.message).toBe(API_MESSAGES.network);
    expect(error.status).toBe(0);
  });

  it('times out after 60 000 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = caught(callApi(accessEndpoints.getCaptcha));
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const error = await pending;
    expect(error.message).toBe(API_MESSAGES.network);
  });

  it('refuses a body its schema refuses before sending, with the message the API would give', async () => {
    const error = await callApi(authEndpoints.validateToken, { body: { token: '   ' } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Token is required' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the method and path from the contract, each path parameter URI-encoded', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { interview: { id: 'a/b', status: 'cancelled' } }),
    );
    await callApi(interviewsEndpoints.cancelInterview, { params: { id: 'a/b' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/interviews/a%2Fb/cancel');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it('sends a raw body with its own type and the query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { stored: true, questionId: 'q 1', seq: 3 }));
    const data = new Blob(['abc']);
    await callApi(candidateEndpoints.uploadMediaChunk, {
      params: { sessionId: 'abcdefghijklmnopqrstuv' },
      query: { questionId: 'q 1', seq: '3', take: 't1' },
      raw: { data, contentType: 'audio/webm;codecs=opus' },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(
      '/api/public/interviews/abcdefghijklmnopqrstuv/media?questionId=q+1&seq=3&take=t1',
    );
    expect(init?.body).toBe(data);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe(
      'audio/webm;codecs=opus',
    );
  });

  it('builds the URL a media element streams from, its query carrying the authorisation', () => {
    expect(
      mediaUrl(reviewEndpoints.getRecording, {
        params: { id: 'i 1', questionId: 'q1' },
        query: { grant: 'a+b/c' },
      }),
    ).toBe('/api/interviews/i%201/recordings/q1?grant=a%2Bb%2Fc');
  });
});
