import { describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '../messages/interviews';
import { scheduleInterviewSchema } from './interviews';

const inOneDay = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
const valid = {
  candidateName: 'Ada Lovelace',
  candidateEmail: 'ada@example.org',
  type: 'technical',
  level: 'mid',
  scheduledTime: '2026-11-22 10:00:00',
  date: inOneDay,
};
const firstMessage = (input: unknown) => {
  const result = scheduleInterviewSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('scheduleInterviewSchema', () => {
  it('accepts a valid payload and trims the text fields', () => {
    const parsed = scheduleInterviewSchema.parse({
      ...valid,
      candidateName: '  Ada  ',
      candidateEmail: ' ada@example.org ',
    });
    expect(parsed.candidateName).toBe('Ada');
    expect(parsed.candidateEmail).toBe('ada@example.org');
  });
  it('requires the candidate name after trimming', () => {
    expect(firstMessage({ ...valid, candidateName: '   ' })).toBe(
      INTERVIEW_MESSAGES.candidateNameRequired,
    );
    expect(firstMessage({ ...valid, candidateName: undefined })).toBe('Candidate name is required');
  });
  it('refuses a name that carries a link or an address (the invitation would relay it)', () => {
    for (const name of [
      'Claim your prize at evil.example',
      'Visit www.evil',
      'http://evil.example',
      'Eve <eve@evil.example>',
    ])
      expect(firstMessage({ ...valid, candidateName: name })).toBe(
        "Candidate name can't contain web or email addresses",
      );
    for (const name of ["Seán O'Brien-Núñez", 'J. R. R. Tolkien', 'Dr. Zhang Wei', '李小龙'])
      expect(firstMessage({ ...valid, candidateName: name })).toBeNull();
  });
  it('refuses addresses that mail headers and calendar parameters cannot carry', () => {
    for (const email of [
      'a;b@example.org',
      'a"b@example.org',
      'a<b@example.org',
      'a(b@example.org',
      'a,b@example.org',
      'a\\b@example.org',
      'a:b@example.org',
      '"quoted"@example.org',
    ])
      expect(firstMessage({ ...valid, candidateEmail: email })).toBe('Invalid email format');
    for (const email of ["o'brien+tag@mail.example.co.uk", 'x_y-z@sub-domain.example'])
      expect(firstMessage({ ...valid, candidateEmail: email })).toBeNull();
  });
  it('requires a well-formed email', () => {
    expect(firstMessage({ ...valid, candidateEmail: '' })).toBe('Email is required');
    expect(firstMessage({ ...valid, candidateEmail: 'ada@' })).toBe('Invalid email format');
    expect(firstMessage({ ...valid, candidateEmail: 'ada lovelace@example.org' })).toBe(
      'Invalid email format',
    );
  });
  it('requires a time that is not in the past', () => {
    expect(firstMessage({ ...valid, scheduledTime: '', date: '' })).toBe(
      'Schedule time is required',
    );
    expect(firstMessage({ ...valid, date: undefined })).toBe('Schedule time is required');
    expect(firstMessage({ ...valid, date: new Date(Date.now() - 10 * 60_000).toISOString() })).toBe(
      'Cannot schedule interviews in the past',
    );
    expect(firstMessage({ ...valid, date: 'tomorrow' })).toBe(INTERVIEW_MESSAGES.invalidTime);
  });
  it('refuses unknown types and levels', () => {
    expect(firstMessage({ ...valid, type: 'trivia' })).toBe(INTERVIEW_MESSAGES.invalidType);
    expect(firstMessage({ ...valid, level: 'principal' })).toBe(INTERVIEW_MESSAGES.invalidLevel);
  });
});
