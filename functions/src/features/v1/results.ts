// A completed interview's results for an API key with results:read: what the review screen shows
// (answers with transcripts and recordings, AI assist's evidence, the team's reviews), as JSON.
// Recordings are streamed through a playback grant given to the key, so their URLs work without
// a staff session and stop working when the grant expires.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InsightDoc, InterviewDoc } from '../../shared/contract/collections';
import { pathOf } from '../../shared/contract/endpoint';
import type { V1Results } from '../../shared/contract/endpoints/v1';
import { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import type { ApiKeyCaller } from '../../lib/api-key-auth';
import { appLink } from '../../lib/config';
import { collectionRef, docRef } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { dataOrSkip, storedData } from '../../lib/stored-document';
import { createApiKeyPlaybackGrant } from '../review/playback-grants';
import { isoOrNull } from '../../lib/iso-time';
import { v1View } from './interviews';

type V1Answer = V1Results['answers'][number];

const byId = <T>(docs: QueryDocumentSnapshot<T>[]) =>
  new Map(
    docs.flatMap((doc) => {
      const data = dataOrSkip(doc);
      return data ? [[doc.id, data] as const] : [];
    }),
  );

/**
 * The suggestions for the answer as it stands (as the review screen decides): computed for its
 * take, and every quoted passage still found where it says in its transcript.
 */
function currentAiAssist(
  insight: InsightDoc | undefined,
  transcript: string,
  take: number | undefined,
): V1Answer['aiAssist'] {
  if (!insight) return null;
  if (take !== undefined && insight.take !== null && insight.take !== take) return null;
  const quotes = [
    ...insight.coverage.flatMap((c) => c.quotes),
    ...insight.summary.map((s) => s.quote),
  ];
  if (!quotes.every((q) => transcript.slice(q.start, q.end) === q.text)) return null;
  return {
    coverage: insight.coverage.map((c) => ({
      point: c.point,
      finding: c.status,
      label: REVIEW_MESSAGES.coverageStatus[c.status],
      evidence: c.quotes.map((q) => ({ quote: q.text, offsetMs: q.offsetMs ?? null })),
    })),
    tooLittleText: insight.tooLittleText === true,
  };
}

/** What was asked, in order: each question, then its follow-ups in the order they were asked. */
function askedInOrder(interview: InterviewDoc) {
  return interview.questions.flatMap((q) => [
    { id: q.id, text: q.text, followUpTo: null as string | null },
    ...(interview.followUps ?? [])
      .filter((f) => f.parentId === q.id)
      .map((f) => ({ id: f.id, text: f.prompt, followUpTo: q.id })),
  ]);
}

/**
 * 404 for an id that is not the org's; 409 until it is completed. A recording's URL is the review
 * screen's own (byte ranges allowed) with a grant for this key, valid for the grant's 30 minutes.
 */
export async function getV1InterviewResults(key: ApiKeyCaller, id: string): Promise<V1Results> {
  const missing = notFound(M.interviewNotFound);
  const snap = await docRef(collections.interviews, id).get();
  // One that does not read as an interview is as missing.
  const interview = storedData(snap, missing);
  if (interview?.orgId !== key.orgId) throw missing;
  if (interview.status !== 'completed') throw conflict(M.notCompleted);

  const [answers, recordings, insights, reviews] = await Promise.all([
    collectionRef(collections.answers, id).get(),
    collectionRef(collections.recordings, id).get(),
    interview.aiAssist ? collectionRef(collections.insights, id).get() : undefined,
    collectionRef(collections.reviews, id).get(),
  ]);
  const answerOf = byId(answers.docs);
  const recordingOf = byId(recordings.docs);
  const insightOf = insights ? byId(insights.docs) : new Map<string, InsightDoc>();
  const playable = [...recordingOf.values()].some((r) => (r.bytes ?? 0) > 0);
  const grant = playable ? await createApiKeyPlaybackGrant(key, id) : undefined;

  const answerList = askedInOrder(interview).map(({ id: questionId, text, followUpTo }) => {
    const answer = answerOf.get(questionId);
    const recording = recordingOf.get(questionId);
    const path = pathOf(reviewEndpoints.getRecording, { id, questionId });
    return {
      questionId,
      question: text,
      followUpTo,
      transcript: answer?.transcript ?? null,
      recording:
        grant && recording && (recording.bytes ?? 0) > 0
          ? {
              url: appLink(`/api${path}?grant=${grant.grant}`),
              mimeType: recording.mimeType,
              expiresAt: grant.expiresAt,
            }
          : null,
      aiAssist: answer
        ? currentAiAssist(insightOf.get(questionId), answer.transcript, answer.take)
        : null,
    };
  });
  return {
    interview: v1View(id, interview),
    answers: answerList,
    reviews: [...byId(reviews.docs).values()].map((r) => ({
      reviewer: { name: r.reviewerName, email: r.reviewerEmail },
      ratings: r.ratings,
      comments: r.comments,
      decision: r.decision,
      note: r.note,
      updatedAt: isoOrNull(r.updatedAt),
    })),
  };
}
