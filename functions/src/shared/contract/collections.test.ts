// The contract's shape checks against both real SDKs' values, since the contract itself imports
// neither.
import { FieldValue, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp as WebTimestamp, increment, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collections, documents, isServerValue, isTimestamp } from './collections';

const snapshot = (data: unknown) => ({ data: () => data });

const member = (since: unknown) => ({
  uid: 'u1',
  email: 'a@acme.test',
  displayName: null,
  role: 'owner',
  since,
  invitedBy: null,
});

describe('paths', () => {
  it('builds collection and document paths from ids', () => {
    expect(collections.interviews.path()).toBe('interviews');
    expect(collections.interviews.doc('iv1')).toBe('interviews/iv1');
    expect(collections.members.path('acme.test')).toBe('orgs/acme.test/members');
    expect(collections.members.doc('acme.test', 'u1')).toBe('orgs/acme.test/members/u1');
    expect(collections.recordings.doc('iv1', 'q1')).toBe('interviews/iv1/recordings/q1');
    expect(documents.interviewCounters.doc('acme.test')).toBe('orgs/acme.test/stats/interviews');
  });

  it('refuses an id that is empty or would address another document', () => {
    expect(() => collections.users.doc('')).toThrow(/Invalid Firestore id/);
    expect(() => collections.users.doc('a/b')).toThrow(/Invalid Firestore id/);
    expect(() => collections.members.path('acme.test/members/x')).toThrow(/Invalid Firestore id/);
  });
});

describe('shapes of SDK values', () => {
  it('recognises both SDKs’ Timestamps and server-set values, and nothing else', () => {
    expect(isTimestamp(AdminTimestamp.now())).toBe(true);
    expect(isTimestamp(WebTimestamp.now())).toBe(true);
    expect(isTimestamp(new Date())).toBe(false);
    expect(isTimestamp({ seconds: 1 })).toBe(false);
    expect(isServerValue(FieldValue.serverTimestamp())).toBe(true);
    expect(isServerValue(FieldValue.increment(1))).toBe(true);
    expect(isServerValue(serverTimestamp())).toBe(true);
    expect(isServerValue(increment(1))).toBe(true);
    expect(isServerValue(AdminTimestamp.now())).toBe(false);
  });
});

describe('converters', () => {
  const { converter } = collections.members;

  it('reads a stored document as parsed, keeping its Timestamp', () => {
    const since = AdminTimestamp.fromMillis(1_000);
    const read = converter.fromFirestore(snapshot(member(since)));
    expect(read.role).toBe('owner');
    expect(read.since.toMillis()).toBe(1_000);
  });

  it('refuses to read a document that does not match', () => {
    expect(() =>
      converter.fromFirestore(snapshot({ ...member(WebTimestamp.now()), role: 'boss' })),
    ).toThrow();
    expect(() => converter.fromFirestore(snapshot({ uid: 'u1' }))).toThrow();
  });

  it('checks a write, allowing serverTimestamp() for a time', () => {
    const data = member(FieldValue.serverTimestamp()) as never;
    expect(converter.toFirestore(data)).toBe(data);
    expect(() => converter.toFirestore({ ...member(null), email: 1 } as never)).toThrow();
  });

  it('checks only the fields a merge sets, and lets counters move by increment()', () => {
    const orgs = collections.orgs.converter;
    const merge = { memberCount: FieldValue.increment(1), name: 'Acme' } as never;
    expect(orgs.toFirestore(merge, { merge: true })).toBe(merge);
    expect(() => orgs.toFirestore({ name: 3 } as never, { merge: true })).toThrow();
    expect(() => orgs.toFirestore({ name: 'Acme' } as never)).toThrow();
  });

  it('counts a status no interview has had yet as zero', () => {
    const counters = documents.interviewCounters.converter.fromFirestore(
      snapshot({ total: 2, scheduled: 2, updatedAt: AdminTimestamp.now() }),
    );
    expect(counters).toMatchObject({ total: 2, scheduled: 2, completed: 0, cancelled: 0 });
  });

  it("reads a recording index: its chunks' sizes by seq, whole bytes only", () => {
    const index = (chunkBytes: unknown) => ({
      questionId: 'q1',
      mimeType: 'video/webm;codecs=vp9,opus',
      kind: 'video',
      take: 't1',
      chunkBytes,
      bytes: 3,
      updatedAt: AdminTimestamp.now(),
    });
    const { converter } = collections.recordings;
    expect(converter.fromFirestore(snapshot(index({ 0: 1, 1: 2 }))).chunkBytes).toEqual({
      0: 1,
      1: 2,
    });
    expect(() => converter.fromFirestore(snapshot(index({ 0: 1.5 })))).toThrow();
  });
});
