import type { DocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { UnreadableDocument } from '@shared/contract/read-document';
import { at, storedDoc } from '@/test/stored-docs';
import { readSnapshot, readSnapshots, unlessUnreadable } from './read';

const { schema } = collections.invitations;
const invitation = {
  email: 'cy@acme.test',
  role: 'member',
  outsideDomain: false,
  sendId: 'send-1',
  sentAt: at('2026-03-01T09:00:00.000Z'),
  expiresAt: at('2026-03-08T09:00:00.000Z'),
  invitedByUid: 'u-ada',
  invitedByName: 'Ada',
};
const snapshot = (id: string, data: unknown) =>
  ({ id, exists: () => data !== undefined, data: () => data }) as unknown as DocumentSnapshot;

describe('reading snapshots with their schema', () => {
  it('maps each matching document to its view, and a mismatch to an unreadable one in its place', () => {
    const read = readSnapshots(
      schema,
      [
        storedDoc('i1', invitation),
        storedDoc('i2', { ...invitation, role: 'boss' }),
        storedDoc('i3', invitation),
      ],
      (doc, id) => `${id}:${doc.email}`,
    );
    expect(read[0]).toBe('i1:cy@acme.test');
    expect(read[1]).toBeInstanceOf(UnreadableDocument);
    expect(read[1]).toMatchObject({ id: 'i2', reason: expect.stringMatching(/^role: /) });
    expect(read[2]).toBe('i3:cy@acme.test');
  });

  it('reads a missing document as null, and an unreadable one as the error state', () => {
    expect(readSnapshot(schema, snapshot('gone', undefined), (doc) => doc.email)).toBeNull();
    const bad = readSnapshot(schema, snapshot('i2', { email: 1 }), (doc) => doc.email);
    expect(unlessUnreadable({ status: 'success', data: bad })).toEqual({ status: 'error' });
    const good = readSnapshot(schema, snapshot('i1', invitation), (doc) => doc.email);
    expect(unlessUnreadable({ status: 'success', data: good })).toEqual({
      status: 'success',
      data: 'cy@acme.test',
    });
    expect(unlessUnreadable({ status: 'success', data: null })).toEqual({
      status: 'success',
      data: null,
    });
  });
});
