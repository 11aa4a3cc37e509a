import { describe, expect, it } from 'vitest';
import { interviewSortKeys, levelRank, textSortKey } from './interview-sort';

/** Firestore compares strings by their UTF-8 bytes; for these keys that is code-unit order. */
const byKey = (values: string[]) =>
  [...values].sort((a, b) => {
    const x = textSortKey(a);
    const y = textSortKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('textSortKey', () => {
  it('is case-insensitive and trims', () => {
    expect(textSortKey('  Alice Smith ')).toBe('alice smith');
    expect(byKey(['Carol', 'alice', 'Bob', 'bea'])).toEqual(['alice', 'bea', 'Bob', 'Carol']);
  });
  it('ignores accents, like the base-sensitivity collation of the old client sort', () => {
    expect(textSortKey('Émile')).toBe(textSortKey('emile'));
    expect(byKey(['Zoë', 'Élodie', 'eve'])).toEqual(['Élodie', 'eve', 'Zoë']);
  });
  it('orders numbers by value', () => {
    expect(byKey(['Candidate 10', 'candidate 9', 'Candidate 0100'])).toEqual([
      'candidate 9',
      'Candidate 10',
      'Candidate 0100',
    ]);
  });
  it('is empty for empty text, and bounded in length', () => {
    expect(textSortKey('   ')).toBe('');
    expect(textSortKey(undefined)).toBe('');
    expect(textSortKey('x'.repeat(5000)).length).toBeLessThanOrEqual(400);
  });
});

describe('levelRank', () => {
  it('ranks by seniority, unknown after known, missing last', () => {
    expect(['senior', 'junior', 'mid'].map(levelRank)).toEqual([2, 0, 1]);
    expect(levelRank('principal')).toBe(3);
    expect(levelRank('')).toBe(4);
    expect(levelRank(undefined)).toBe(4);
  });
});

describe('interviewSortKeys', () => {
  it('uses the name, or the email when the name is empty', () => {
    expect(
      interviewSortKeys({ candidateName: 'Bob', candidateEmail: 'z@x.test', level: 'senior' }),
    ).toEqual({ candidate: 'bob', level: 2 });
    expect(
      interviewSortKeys({ candidateName: ' ', candidateEmail: 'Ann@X.test', level: 'junior' }),
    ).toEqual({ candidate: 'ann@x.test', level: 0 });
  });
});
