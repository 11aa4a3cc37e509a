import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { InterviewDoc } from '../../shared/contract/collections';
import { shortenedRetention } from './shorten-retention';

const DAY = 24 * 60 * 60_000;
const interview = (retentionDays?: number, purgeAt?: Timestamp) =>
  ({ retentionDays, purgeAt }) as InterviewDoc;

describe('shortenedRetention', () => {
  it('moves an ended interview’s purge earlier by the days taken off', () => {
    const purgeAt = Timestamp.fromMillis(1_000 * DAY);
    expect(shortenedRetention(interview(365, purgeAt), 30)).toEqual({
      retentionDays: 30,
      purgeAt: Timestamp.fromMillis((1_000 - 335) * DAY),
    });
  });

  it('gives a scheduled interview the shorter figure, and leaves one kept as briefly or less', () => {
    expect(shortenedRetention(interview(365), 30)).toEqual({ retentionDays: 30 });
    expect(shortenedRetention(interview(30), 30)).toBeNull();
    expect(shortenedRetention(interview(7), 30)).toBeNull();
    expect(shortenedRetention(interview(undefined), 30)).toBeNull();
  });
});
