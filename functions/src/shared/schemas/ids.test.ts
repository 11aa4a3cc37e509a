import { describe, expect, it } from 'vitest';
import { ID_KINDS } from './ids';

const accepts = (kind: keyof typeof ID_KINDS, value: string) =>
  ID_KINDS[kind].schema.safeParse(value).success;

describe('id kinds', () => {
  it('a document id: 1 to 128 letters, digits, _ or -', () => {
    expect(accepts('documentId', 'Xy3_-kLm9PqR2sT4uVw1')).toBe(true);
    expect(accepts('documentId', 'a'.repeat(128))).toBe(true);
    for (const bad of ['', 'a'.repeat(129), 'a/b', 'a b', 'a.b', '☃']) {
      expect(accepts('documentId', bad), bad).toBe(false);
    }
  });

  it('a session id: exactly 22 base64url characters', () => {
    expect(accepts('sessionId', 'AbC_-0123456789abcdefg')).toBe(true);
    for (const bad of [
      'AbC_-0123456789abcdef',
      'AbC_-0123456789abcdefgh',
      'AbC_-0123456789abcdef$',
    ]) {
      expect(accepts('sessionId', bad), bad).toBe(false);
    }
  });

  it('a question id: what the editor, the library and older interviews store, at most 40', () => {
    for (const id of [
      'q123e4567e89b12d',
      'tech-junior-1',
      'behav-senior-5',
      'q1',
      'q'.repeat(40),
    ]) {
      expect(accepts('questionId', id), id).toBe(true);
    }
    for (const bad of ['', 'q'.repeat(41), 'q 1', 'q1/..', 'Q1.']) {
      expect(accepts('questionId', bad), bad).toBe(false);
    }
  });
});
