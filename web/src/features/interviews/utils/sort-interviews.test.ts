import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort } from './sort-interviews';

describe('nextSort (first click ascending, active ascending flips)', () => {
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
