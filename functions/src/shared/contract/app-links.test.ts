import { describe, expect, it } from 'vitest';
import { appPaths, routePath } from './app-links';
import { APP_ROUTES } from './app-routes';

describe('app links', () => {
  it('fills a pattern’s parameters, encoded', () => {
    expect(routePath(APP_ROUTES.interviewReview, { id: 'a b/c' })).toBe('/interviews/a%20b%2Fc');
    expect(appPaths.registerWithToken('tok_-1')).toBe('/register/tok_-1');
    expect(appPaths.verifyEmail('t')).toBe('/verify-email/t');
    expect(appPaths.interview('AbC_-0123456789abcdefg')).toBe('/AbC_-0123456789abcdefg');
  });

  it('links to the Team screen with the invite form prefilled', () => {
    expect(appPaths.teamInvite('a+b@acme.test')).toBe('/team?invite=a%2Bb%40acme.test');
  });
});
