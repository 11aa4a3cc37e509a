import { describe, expect, it } from 'vitest';
import { mailGreeting } from './greeting';

describe('mailGreeting', () => {
  it('greets by a name that passes the name rule, else without one', () => {
    expect(mailGreeting('Ada Lovelace')).toBe('Hello Ada Lovelace,');
    expect(mailGreeting('Claim your prize at evil.example')).toBe('Hello,');
    expect(mailGreeting('HR <hr@evil.example>')).toBe('Hello,');
    expect(mailGreeting('')).toBe('Hello,');
    expect(mailGreeting()).toBe('Hello,');
  });
});
