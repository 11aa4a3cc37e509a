import { describe, expect, it } from 'vitest';
import { APP_ROUTES, childRoute } from './app-routes';

describe('app routes', () => {
  it('gives nested router children their pattern relative to the root', () => {
    expect(childRoute(APP_ROUTES.registerWithToken)).toBe('register/:token');
    expect(childRoute(APP_ROUTES.candidateInterview)).toBe(':sessionId');
    expect(childRoute(APP_ROUTES.home)).toBe('');
  });
});
