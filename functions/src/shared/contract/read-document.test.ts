import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from './collections';
import { UnreadableDocument, isUnreadable, readDocument } from './read-document';

const { schema } = collections.members;
const since = Timestamp.fromMillis(1_000);
const member = {
  uid: 'u1',
  email: 'ada@acme.test',
  displayName: 'Ada',
  role: 'owner',
  since,
  invitedBy: null,
};

describe('readDocument', () => {
  it('returns a matching document parsed, its Timestamp kept as stored', () => {
    const read = readDocument(schema, 'u1', member);
    if (isUnreadable(read)) throw new Error(read.reason);
    expect(read).toEqual(member);
    expect(read.since).toBe(since);
    expect(read.since.toMillis()).toBe(1_000);
  });

  it('leaves out fields the schema does not know', () => {
    const read = readDocument(schema, 'u1', { ...member, legacyFlag: true });
    expect(isUnreadable(read)).toBe(false);
    expect(read).not.toHaveProperty('legacyFlag');
  });

  it('names the document and the field when a field has the wrong type', () => {
    const read = readDocument(schema, 'u1', { ...member, email: 42 });
    expect(read).toBeInstanceOf(UnreadableDocument);
    expect(read).toMatchObject({ id: 'u1', reason: expect.stringMatching(/^email: /) });
  });

  it('names a missing required field', () => {
    const { since: _missing, ...withoutSince } = member;
    const read = readDocument(schema, 'u2', withoutSince);
    expect(read).toMatchObject({ id: 'u2', reason: expect.stringMatching(/^since: /) });
  });

  it('refuses a value outside the schema, and says how many more problems there are', () => {
    const read = readDocument(schema, 'u3', { ...member, role: 'admin', uid: 7 });
    expect(isUnreadable(read)).toBe(true);
    expect((read as UnreadableDocument).reason).toMatch(/\(\+1 more\)$/);
  });

  it('does not throw on a document with no data at all', () => {
    const read = readDocument(schema, 'gone', undefined);
    expect(read).toMatchObject({ id: 'gone' });
    expect(isUnreadable(read)).toBe(true);
  });
});
