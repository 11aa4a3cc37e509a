import { describe, expect, it } from 'vitest';
import type { InterviewRow } from '../types';
import { DEFAULT_SORT, nextSort, sortInterviews } from './sort-interviews';

const row = (id: string, over: Partial<InterviewRow> = {}): InterviewRow => ({
  id,
  candidateName: `Name ${id}`,
  candidateEmail: `${id}@x.test`,
  type: 'technical',
  level: 'mid',
  date: '2026-01-01T10:00:00.000Z',
  status: 'scheduled',
  ...over,
});
const ids = (rows: InterviewRow[]) => rows.map((r) => r.id);

describe('nextSort (spec: first click ascending, active ascending flips)', () => {
  it('defaults to date, descending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'date', direction: 'desc' });
  });
  it('a new column sorts ascending, even when the current one is descending', () => {
    expect(nextSort({ key: 'date', direction: 'desc' }, 'candidate')).toEqual({
      key: 'candidate',
      direction: 'asc',
    });
    expect(nextSort({ key: 'type', direction: 'asc' }, 'status')).toEqual({
      key: 'status',
      direction: 'asc',
    });
  });
  it('the active ascending column flips to descending, and back', () => {
    expect(nextSort({ key: 'type', direction: 'asc' }, 'type')).toEqual({
      key: 'type',
      direction: 'desc',
    });
    expect(nextSort({ key: 'type', direction: 'desc' }, 'type')).toEqual({
      key: 'type',
      direction: 'asc',
    });
  });
  it('the default date column clicked first flips to ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'date')).toEqual({ key: 'date', direction: 'asc' });
  });
});

describe('sortInterviews', () => {
  const rows = [
    row('a', { date: '2026-03-01T09:00:00.000Z', candidateName: 'bob' }),
    row('b', { date: undefined, candidateName: '', candidateEmail: '' }),
    row('c', { date: '2026-01-01T09:00:00.000Z', candidateName: 'Alice' }),
    row('d', { date: 'not a date', candidateName: 'carol' }),
    row('e', { date: '2026-02-01T09:00:00.000Z', candidateName: 'Dave' }),
  ];

  it('by date descending by default, empty and invalid dates last', () => {
    expect(ids(sortInterviews(rows, DEFAULT_SORT))).toEqual(['a', 'e', 'c', 'b', 'd']);
  });
  it('by date ascending keeps empty values last', () => {
    expect(ids(sortInterviews(rows, { key: 'date', direction: 'asc' }))).toEqual([
      'c',
      'e',
      'a',
      'b',
      'd',
    ]);
  });
  it('by candidate name, case-insensitive, empty last in both directions', () => {
    expect(ids(sortInterviews(rows, { key: 'candidate', direction: 'asc' }))).toEqual([
      'c',
      'a',
      'd',
      'e',
      'b',
    ]);
    expect(ids(sortInterviews(rows, { key: 'candidate', direction: 'desc' }))).toEqual([
      'e',
      'd',
      'a',
      'c',
      'b',
    ]);
  });
  it('by level in seniority order, unknown after known, empty last', () => {
    const levels = [
      row('s', { level: 'senior' }),
      row('x', { level: '' }),
      row('j', { level: 'junior' }),
      row('m', { level: 'mid' }),
      row('z', { level: 'principal' }),
    ];
    expect(ids(sortInterviews(levels, { key: 'level', direction: 'asc' }))).toEqual([
      'j',
      'm',
      's',
      'z',
      'x',
    ]);
    expect(ids(sortInterviews(levels, { key: 'level', direction: 'desc' }))).toEqual([
      'z',
      's',
      'm',
      'j',
      'x',
    ]);
  });
  it('by type and status alphabetically', () => {
    const mixed = [
      row('1', { type: 'system-design', status: 'cancelled' }),
      row('2', { type: 'behavioral', status: 'scheduled' }),
      row('3', { type: 'technical', status: 'completed' }),
    ];
    expect(ids(sortInterviews(mixed, { key: 'type', direction: 'asc' }))).toEqual(['2', '1', '3']);
    expect(ids(sortInterviews(mixed, { key: 'status', direction: 'desc' }))).toEqual([
      '2',
      '3',
      '1',
    ]);
  });
  it('does not mutate its input and is stable on ties', () => {
    const copy = [...rows];
    sortInterviews(rows, { key: 'type', direction: 'asc' });
    expect(rows).toEqual(copy);
    expect(ids(sortInterviews(rows, { key: 'type', direction: 'asc' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
  it('sorts 5 000 rows quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      row(String(i), { candidateName: `n${(i * 7919) % 5000}` }),
    );
    const started = performance.now();
    const sorted = sortInterviews(many, { key: 'candidate', direction: 'asc' });
    expect(sorted).toHaveLength(5000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
