import { describe, expect, it } from 'vitest';
import { DisplayNameSchema, UpdateMeBodySchema } from './auth';
import { scheduleInterviewSchema } from './interviews';
import { isMailSafeName } from './person-name';

const phishing = 'URGENT: payroll update at https://evil.example/login - HR <hr@evil.example>';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('one name rule for display names and candidate names', () => {
  it('refuses a display name carrying a link or an address, as it refuses a candidate name', () => {
    for (const name of [phishing, 'Visit www.evil', 'Pay at evil.example', 'hr@evil.example']) {
      expect(firstMessage(DisplayNameSchema.safeParse(name))).toBe(
        "Name can't contain web or email addresses",
      );
      expect(firstMessage(UpdateMeBodySchema.safeParse({ displayName: name }))).toBe(
        "Name can't contain web or email addresses",
      );
      const candidate = scheduleInterviewSchema.shape.candidateName.safeParse(name);
      expect(firstMessage(candidate)).toBe("Candidate name can't contain web or email addresses");
    }
  });
  it('keeps ordinary names, trimmed, and their own length limits', () => {
    expect(DisplayNameSchema.parse('  Ada Lovelace-Byron Jr. ')).toBe('Ada Lovelace-Byron Jr.');
    expect(firstMessage(DisplayNameSchema.safeParse('a'.repeat(101)))).toBe(
      'Name must be at most 100 characters',
    );
    expect(firstMessage(DisplayNameSchema.safeParse('  '))).toBe('Name is required');
  });
  it('tells which stored names may be written into a mail', () => {
    expect(isMailSafeName('Ada Lovelace')).toBe(true);
    expect(isMailSafeName(phishing)).toBe(false);
    expect(isMailSafeName('')).toBe(false);
    expect(isMailSafeName(null)).toBe(false);
  });
});
