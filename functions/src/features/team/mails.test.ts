import { describe, expect, it } from 'vitest';
import { linkReplacedMail } from './mails';

describe('linkReplacedMail', () => {
  it('keeps a link-bearing candidate name out of its greeting', () => {
    const facts = {
      to: 'cand@example.test',
      orgName: 'Acme',
      date: '2031-05-01T10:00:00.000Z',
      link: 'https://hiq.example/abc',
    };
    expect(linkReplacedMail({ ...facts, candidateName: 'Visit www.evil.example' }).text).toMatch(
      /^Hello,\n/,
    );
    expect(linkReplacedMail({ ...facts, candidateName: 'Ada' }).text).toMatch(/^Hello Ada,\n/);
  });
});
