import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { collections } from '../shared/contract/collections';
import { HttpError } from './http-error';
import { logger } from './logger';
import { dataOrMismatch, requiredData, storedData } from './stored-document';

const { converter } = collections.answers;
/** A converter-bound snapshot as the admin SDK gives it: data() parses the stored fields. */
const snapshot = (stored: unknown) => ({
  ref: { path: 'interviews/iv1/answers/q1' },
  data: () => (stored === undefined ? undefined : converter.fromFirestore({ data: () => stored })),
});
const refusal = new HttpError(409, 'This interview cannot be opened');
const savedAt = Timestamp.fromMillis(1_000);

describe('storedData', () => {
  it('returns a matching document as its converter parses it, and undefined for none', () => {
    const read = storedData(snapshot({ questionId: 'q1', transcript: 'Hi', savedAt }), refusal);
    expect(read).toEqual({ questionId: 'q1', transcript: 'Hi', savedAt });
    expect(storedData(snapshot(undefined), refusal)).toBeUndefined();
  });

  it("refuses a document that does not match with the caller's error, not a parse error", () => {
    const bad = snapshot({ questionId: 'q1', transcript: 42, savedAt });
    expect(() => storedData(bad, refusal)).toThrow(refusal);
    try {
      storedData(bad, refusal);
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(409);
    }
  });

  it('lets any other failure through unchanged', () => {
    const failing = {
      ref: { path: 'interviews/iv1' },
      data: () => {
        throw new Error('deadline exceeded');
      },
    };
    expect(() => storedData(failing, refusal)).toThrow('deadline exceeded');
  });
});

describe('requiredData', () => {
  it('returns a matching document, and refuses a missing one as an unreadable one', () => {
    const read = requiredData(snapshot({ questionId: 'q1', transcript: 'Hi', savedAt }), refusal);
    expect(read).toEqual({ questionId: 'q1', transcript: 'Hi', savedAt });
    expect(() => requiredData(snapshot(undefined), refusal)).toThrow(refusal);
    const bad = snapshot({ questionId: 'q1', transcript: 42, savedAt });
    expect(() => requiredData(bad, refusal)).toThrow(refusal);
  });
});

describe('dataOrMismatch', () => {
  it('returns a matching document, or what does not match without logging it', () => {
    const read = dataOrMismatch(snapshot({ questionId: 'q1', transcript: 'Hi', savedAt }));
    expect(read).toEqual({ data: { questionId: 'q1', transcript: 'Hi', savedAt } });
    const logged = vi.spyOn(logger, 'error');
    try {
      const bad = dataOrMismatch(snapshot({ questionId: 'q1', transcript: 42, savedAt }));
      expect(bad).toEqual({ mismatch: expect.stringContaining('transcript') });
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
