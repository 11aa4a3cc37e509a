import { Router } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { InterviewLevel, InterviewType } from '../../shared/constants';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { scheduleInterviewSchema } from '../../shared/schemas/interviews';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { appOrigin } from '../../lib/config';
import { resolveContention } from '../../lib/contention';
import { db } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { parse } from '../../lib/validate';
import { queueMail } from '../mail/queue';
import { buildInterviewRecord } from './interview-record';
import { cancellationMail, invitationMail } from './mails';
import type { InterviewMailFacts } from './mails';
import { questionsFor } from './questions';

export const interviewsRouter = Router();

/** Many staff may race on one interview (double clicks, two tabs): give contention room to settle. */
const TX_OPTIONS = { maxAttempts: 10 };

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

/** Spec section 7: the org's interviews, for clients that don't read Firestore. */
interviewsRouter.get('/interviews', requireUser, async (req, res) => {
  const orgId = staffOrgId(req);
  const snap = await db.collection('interviews').where('orgId', '==', orgId).get();
  const interviews = snap.docs.map(interviewJson);
  interviews.sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
  res.json({ interviews });
});

/**
 * Schedules an interview: validated with the form's schema, questions snapshotted for its type and
 * level, and the candidate's invitation (link, readable time, .ics) queued in the same transaction.
 */
interviewsRouter.post('/interviews', requireUser, async (req, res) => {
  const orgId = staffOrgId(req);
  const input = parse(scheduleInterviewSchema, req.body);
  const questions = await questionsFor(input.type, input.level);
  const ref = db.collection('interviews').doc();
  const record = await db.runTransaction(async (tx) => {
    const org = await tx.get(db.doc(`orgs/${orgId}`));
    const orgName = typeof org.get('name') === 'string' ? (org.get('name') as string) : orgId;
    const built = buildInterviewRecord(
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
    tx.create(ref, built);
    queueMail(tx, invitationMail(mailFacts(ref.id, built)));
    return built;
  }, TX_OPTIONS);
  const { createdAt: _c, updatedAt: _u, sortKeys: _s, ...rest } = record;
  const now = new Date().toISOString();
  res.status(201).json({ interview: { id: ref.id, ...rest, createdAt: now, updatedAt: now } });
});

/**
 * scheduled → cancelled, once: a transaction, so of many racing cancels exactly one wins (409 for
 * the rest). Another org's interview answers 404, exactly like a missing one.
 */
interviewsRouter.post('/interviews/:id/cancel', requireUser, async (req, res) => {
  const orgId = staffOrgId(req);
  const id = String(req.params.id);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound(INTERVIEW_MESSAGES.notFound);
  const ref = db.doc(`interviews/${id}`);
  // After a contention abort: the answer the caller would get now (404, or 409 once cancelled).
  const recheck = async () => {
    const data = (await ref.get()).data();
    if (!data || data.orgId !== orgId) throw notFound(INTERVIEW_MESSAGES.notFound);
    if (data.status !== 'scheduled') throw conflict(INTERVIEW_MESSAGES.notScheduled);
  };
  await resolveContention(
    () =>
      db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const data = snap.data();
        if (!data || data.orgId !== orgId) throw notFound(INTERVIEW_MESSAGES.notFound);
        if (data.status !== 'scheduled') throw conflict(INTERVIEW_MESSAGES.notScheduled);
        tx.update(ref, {
          status: 'cancelled',
          cancelledAt: FieldValue.serverTimestamp(),
          cancelledBy: req.user!.uid,
          updatedAt: FieldValue.serverTimestamp(),
        });
        queueMail(tx, cancellationMail(mailFacts(id, data)));
      }, TX_OPTIONS),
    recheck,
  );
  res.json({ interview: { id, status: 'cancelled' } });
});
