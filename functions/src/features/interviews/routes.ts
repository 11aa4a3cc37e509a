import { Router } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { InterviewLevel, InterviewType } from '../../shared/constants';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { scheduleInterviewSchema } from '../../shared/schemas/interviews';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { requireMember } from '../../lib/membership';
import { appOrigin } from '../../lib/config';
import { commitRacingChange } from '../../lib/contention';
import { db } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { parse } from '../../lib/validate';
import { queueMail } from '../mail/queue';
import { buildInterviewRecord } from './interview-record';
import { cancellationMail, invitationMail } from './mails';
import type { InterviewMailFacts } from './mails';
import { questionsFor } from './questions';

export const interviewsRouter = Router();

/**
 * Timestamps as ISO strings; everything the org's staff may see, sessionId included (View Link).
 * The stored dashboard sort keys are an index detail, not part of the interview.
 */
export function interviewJson(snap: DocumentSnapshot) {
  const { sortKeys: _sortKeys, ...data } = snap.data() ?? {};
  const out: Record<string, unknown> = { id: snap.id };
  for (const [key, value] of Object.entries(data)) {
    out[key] = value instanceof Timestamp ? value.toDate().toISOString() : value;
  }
  return out;
}

const interviewLink = (sessionId: string) => `${appOrigin().replace(/\/$/, '')}/${sessionId}`;

function mailFacts(id: string, data: Record<string, unknown>): InterviewMailFacts {
  return {
    interviewId: id,
    candidateName: String(data.candidateName ?? ''),
    candidateEmail: String(data.candidateEmail ?? ''),
    orgName: String(data.orgName ?? ''),
    type: data.type as InterviewType,
    level: data.level as InterviewLevel,
    date: String(data.date ?? ''),
    link: interviewLink(String(data.sessionId ?? '')),
  };
}

/** GET /api/interviews: the org's interviews, newest first, for clients not reading Firestore. */
interviewsRouter.get('/interviews', requireUser, requireMember, async (req, res) => {
  const orgId = staffOrgId(req);
  const snap = await db.collection('interviews').where('orgId', '==', orgId).get();
  const interviews = snap.docs.map(interviewJson);
  interviews.sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
  res.json({ interviews });
});

/**
 * Schedules an interview: validated with the form's schema, questions snapshotted for its type and
 * level, and the candidate's invitation (link, readable time, .ics) queued in the same batch.
 */
interviewsRouter.post('/interviews', requireUser, requireMember, async (req, res) => {
  const orgId = staffOrgId(req);
  const input = parse(scheduleInterviewSchema, req.body);
  // Two independent reads: one round trip, not two.
  const [questions, org] = await Promise.all([
    questionsFor(input.type, input.level),
    db.doc(`orgs/${orgId}`).get(),
  ]);
  const ref = db.collection('interviews').doc();
  const orgName = typeof org.get('name') === 'string' ? (org.get('name') as string) : orgId;
  const record = buildInterviewRecord(
    {
      candidateName: input.candidateName,
      candidateEmail: input.candidateEmail,
      type: input.type,
      level: input.level,
      date: new Date(input.date).toISOString(),
      scheduledTime: input.scheduledTime,
    },
    { orgId, orgName, createdBy: req.user!.uid, questions },
  );
  // One batch, no transaction: nothing read here is changed by it, so there is nothing to lock.
  const batch = db.batch();
  batch.create(ref, record);
  queueMail(batch, invitationMail(mailFacts(ref.id, record)));
  await batch.commit();
  const { createdAt: _c, updatedAt: _u, sortKeys: _s, ...rest } = record;
  const now = new Date().toISOString();
  res.status(201).json({ interview: { id: ref.id, ...rest, createdAt: now, updatedAt: now } });
});

/**
 * scheduled → cancelled, once: one racing change (lib/contention.ts), so of many cancels at once
 * exactly one wins (409 for the rest). Another org's interview answers 404, like a missing one.
 */
interviewsRouter.post('/interviews/:id/cancel', requireUser, requireMember, async (req, res) => {
  const orgId = staffOrgId(req);
  const id = String(req.params.id);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound(INTERVIEW_MESSAGES.notFound);
  const ref = db.doc(`interviews/${id}`);
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await ref.get();
      const data = snap.data();
      if (!data || data.orgId !== orgId) throw notFound(INTERVIEW_MESSAGES.notFound);
      if (data.status !== 'scheduled') throw conflict(INTERVIEW_MESSAGES.notScheduled);
      batch.update(
        ref,
        {
          status: 'cancelled',
          cancelledAt: FieldValue.serverTimestamp(),
          cancelledBy: req.user!.uid,
          updatedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: snap.updateTime! },
      );
      queueMail(batch, cancellationMail(mailFacts(id, data)));
    },
  );
  res.json({ interview: { id, status: 'cancelled' } });
});
