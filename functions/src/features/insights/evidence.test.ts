import { describe, expect, it } from 'vitest';
import { isEvidenceFor, isGrounded } from './evidence';
import { locateQuote } from './locate-quote';
import { relatesToPoint } from './relatedness';
import { readPassages } from './answer-text';

const transcript =
  'I know a bit about this. We put a cache in front of the database for the hot reads. ' +
  'When a record is written we invalidate its cache key first. We did not shard anything.';
const sentences = readPassages(transcript);

function passage(text: string) {
  const found = locateQuote(transcript, text);
  if (!found) throw new Error(`not in the transcript: ${text}`);
  return found;
}

describe('relatesToPoint', () => {
  it('holds for a passage about the point, not for one about something else or denying it', () => {
    expect(
      relatesToPoint('We put a cache in front of the database.', 'Caches database reads'),
    ).toBe(true);
    expect(relatesToPoint('I know a bit about this.', 'Caches database reads')).toBe(false);
    expect(relatesToPoint('We did not shard anything.', 'Shards the data')).toBe(false);
  });
});

describe('isEvidenceFor', () => {
  const point = 'Invalidates the cache on writes';

  it('takes a clause about the point', () => {
    expect(isEvidenceFor(passage('we invalidate its cache key first'), point)).toBe(true);
  });

  it('refuses fewer than 4 words, even words of the point', () => {
    expect(isEvidenceFor(passage('know'), point)).toBe(false);
    expect(isEvidenceFor(passage('invalidate its cache'), point)).toBe(false);
  });

  it('refuses a clause that is not about the point', () => {
    expect(isEvidenceFor(passage('I know a bit about this.'), point)).toBe(false);
  });
});

describe('isGrounded', () => {
  const quote = passage('We put a cache in front of the database for the hot reads.');

  it("keeps a sentence whose words are its passage's, reporting words aside", () => {
    expect(
      isGrounded('The candidate said they put a cache in front of the database.', quote, sentences),
    ).toBe(true);
    // The sentence after the passage counts too: it is the passage's context.
    expect(isGrounded('They cache hot reads and invalidate written keys.', quote, sentences)).toBe(
      true,
    );
  });

  it('drops a verdict, a sentence that adds what was not said, or one of the other polarity', () => {
    expect(isGrounded('Strong hire', quote, sentences)).toBe(false);
    expect(isGrounded('A strong hire who knows caching well.', quote, sentences)).toBe(false);
    expect(
      isGrounded('They sharded the database across three regions with Redis.', quote, sentences),
    ).toBe(false);
    expect(isGrounded('They did not put a cache in front of the database.', quote, sentences)).toBe(
      false,
    );
  });

  it('drops a sentence resting on less than a clause', () => {
    expect(isGrounded('The candidate knows a bit about this.', passage('know'), sentences)).toBe(
      false,
    );
  });
});
