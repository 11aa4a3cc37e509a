// `npm run seed` (run by `npm start`): demo accounts, orgs, Acme's own question sets and a few
// interviews (the HiQ library's questions are code: shared/question-library.ts).
// Idempotent: existing documents are kept, so a re-run never duplicates or resets anything.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import type { InterviewLevel, InterviewStatus, InterviewType } from '../shared/constants/domain';
import { librarySetId } from '../shared/constants/ids';
import { FOLLOW_UPS_PER_INTERVIEW } from '../shared/constants/limits';
import { collections } from '../shared/contract/collections';
import type { SetQuestionDoc, TranscriptSegment } from '../shared/contract/collections';
import { configureProject } from './emulator-defaults';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_ORG,
  DEMO_STAFF,
  OTHER_ORG,
  OTHER_STAFF,
} from './demo-accounts';
import { DEMO_ANSWERS, demoTranscript } from './demo-answers';

interface DemoInterview {
  id: string;
  orgId: string;
  candidateName: string;
  candidateEmail: string;
  type: InterviewType;
  level: InterviewLevel;
  status: InterviewStatus;
  /** days from now (negative: past) */
  inDays: number;
  /** One of DEMO_QUESTION_SETS; absent: the library set of its type and level. */
  questionSetId?: string;
}

interface DemoQuestionSet {
  id: string;
  name: string;
  description: string;
  questions: SetQuestionDoc[];
}

/** Acme's own sets: what a company writes for roles the library does not cover. */
const DEMO_QUESTION_SETS: DemoQuestionSet[] = [
  {
    id: 'demo-set-csm',
    name: 'Customer Success Manager',
    description: 'First-round screen for customer success managers on our mid-market accounts.',
    questions: [
      {
        id: 'csm-1',
        text: 'Tell us about a customer relationship you turned around. What was wrong, and what did you change?',
        hint: 'Pick one account; say how you knew it was at risk and how you knew it recovered.',
        rubric: [
          'Names the concrete signals of risk (usage drop, support tickets, missed renewals)',
          'Finds the root cause with the customer instead of guessing',
          'Describes a specific plan with owners and dates, shared with the customer',
          'Shows a measurable outcome: renewal, expansion, or usage back up',
        ],
        thinkTimeSec: 30,
        answerLimitSec: 180,
        retakes: 1,
        answerMode: 'either',
      },
      {
        id: 'csm-2',
        text: 'How do you run the first 90 days with a newly signed customer?',
        hint: null,
        rubric: [
          "A kickoff that agrees on the customer's goals and how success is measured",
          'An onboarding plan with milestones, owners and early wins',
          'Regular check-ins and a business review around day 90',
          'Multi-threading: knows more than one contact at the customer',
        ],
        thinkTimeSec: 30,
        answerLimitSec: 180,
        retakes: 1,
        answerMode: 'either',
      },
      {
        id: 'csm-3',
        text: 'A customer asks for a feature that is not on the roadmap and threatens not to renew. What do you do?',
        hint: 'Think about both the customer and the product team.',
        rubric: [
          'Understands the underlying need behind the request',
          'Is honest about the roadmap; does not promise what cannot be delivered',
          'Offers workarounds or alternatives that meet the need today',
          'Brings the request to product with its business impact (revenue at risk)',
        ],
        thinkTimeSec: 30,
        answerLimitSec: 150,
        retakes: 1,
        answerMode: 'either',
      },
      {
        id: 'csm-4',
        text: 'Which numbers would you watch every week to know your book of accounts is healthy?',
        hint: null,
        rubric: [
          'Product usage and adoption of key features',
          'Renewal dates, net revenue retention and expansion pipeline',
          'Support volume and satisfaction (CSAT or NPS)',
          'Explains what they would do when a number moves the wrong way',
        ],
        thinkTimeSec: 30,
        answerLimitSec: 120,
        retakes: 1,
        answerMode: 'either',
      },
    ],
  },
  {
    id: 'demo-set-data-engineer',
    name: 'Data Engineer screen',
    description:
      'A short technical screen for data engineers: pipelines, modelling and data quality.',
    questions: [
      {
        id: 'de-1',
        text: 'Walk us through a data pipeline you built: sources, transformations, storage and who used it.',
        hint: 'One pipeline, end to end.',
        rubric: [
          'Clear picture of sources, the transformation steps and the destination',
          'Batch or streaming, and why that choice fit',
          'How failures, retries and late data were handled',
          'Who consumed the data and how they relied on it',
        ],
        thinkTimeSec: 20,
        answerLimitSec: 240,
        retakes: 1,
        answerMode: 'either',
      },
      {
        id: 'de-2',
        text: 'Write a SQL query that returns, for each customer, their most recent order (table orders: id, customer_id, created_at, total).',
        hint: 'Type your answer; any SQL dialect is fine.',
        rubric: [
          'Uses a window function (ROW_NUMBER over customer_id ordered by created_at desc) or a correlated subquery',
          'Handles ties on created_at deliberately (e.g. by id)',
          'Returns one row per customer',
        ],
        thinkTimeSec: 60,
        answerLimitSec: 300,
        retakes: 0,
        answerMode: 'type',
      },
      {
        id: 'de-3',
        text: 'How do you make sure the data in a warehouse table can be trusted?',
        hint: null,
        rubric: [
          'Automated checks: row counts, nulls, uniqueness, freshness, accepted values',
          'Data contracts or schema checks with the producing teams',
          'Alerting and an owner for each table',
          'Lineage, so the impact of a bad load can be traced and fixed',
        ],
        thinkTimeSec: 0,
        answerLimitSec: 180,
        retakes: 2,
        answerMode: 'speak',
      },
      {
        id: 'de-4',
        text: 'Is there anything about our data stack you would like to ask us?',
        hint: null,
        rubric: [],
        thinkTimeSec: 0,
        answerLimitSec: null,
        retakes: 0,
        answerMode: 'either',
      },
    ],
  },
];

const DEMO_INTERVIEWS: DemoInterview[] = [
  {
    id: 'demo-1',
    orgId: DEMO_ORG.id,
    candidateName: 'Ada Lovelace',
    candidateEmail: 'ada@example.org',
    type: 'technical',
    level: 'senior',
    status: 'scheduled',
    inDays: 1,
  },
  {
    id: 'demo-2',
    orgId: DEMO_ORG.id,
    candidateName: 'Grace Hopper',
    candidateEmail: 'grace@example.org',
    type: 'system-design',
    level: 'mid',
    status: 'scheduled',
    inDays: 2,
  },
  {
    id: 'demo-3',
    orgId: DEMO_ORG.id,
    candidateName: 'Linus Pauling',
    candidateEmail: 'linus@example.org',
    type: 'behavioral',
    level: 'junior',
    status: 'scheduled',
    inDays: 5,
  },
  {
    id: 'demo-4',
    orgId: DEMO_ORG.id,
    candidateName: 'Katherine Johnson',
    candidateEmail: 'katherine@example.org',
    type: 'technical',
    level: 'mid',
    status: 'completed',
    inDays: -3,
  },
  {
    id: 'demo-5',
    orgId: DEMO_ORG.id,
    candidateName: 'Alan Turing',
    candidateEmail: 'alan@example.org',
    type: 'behavioral',
    level: 'senior',
    status: 'completed',
    inDays: -6,
  },
  {
    id: 'demo-6',
    orgId: DEMO_ORG.id,
    candidateName: 'Barbara Liskov',
    candidateEmail: 'barbara@example.org',
    type: 'system-design',
    level: 'senior',
    status: 'cancelled',
    inDays: -1,
  },
  {
    id: 'demo-7',
    orgId: DEMO_ORG.id,
    candidateName: 'Edsger Dijkstra',
    candidateEmail: 'edsger@example.org',
    type: 'technical',
    level: 'junior',
    status: 'cancelled',
    inDays: 4,
  },
  {
    id: 'demo-9',
    orgId: DEMO_ORG.id,
    candidateName: 'Mary Jackson',
    candidateEmail: 'mary@example.org',
    type: 'behavioral',
    level: 'mid',
    status: 'scheduled',
    inDays: 3,
    questionSetId: 'demo-set-csm',
  },
  {
    id: 'demo-8',
    orgId: OTHER_ORG.id,
    candidateName: 'Hedy Lamarr',
    candidateEmail: 'hedy@example.org',
    type: 'technical',
    level: 'mid',
    status: 'scheduled',
    inDays: 3,
  },
];

/** The recorded demo answers (scripts/lib/demo-media.mjs), where this machine has them. */
interface RecordedAnswer {
  interviewId: string;
  questionIndex: number;
  transcript: string;
  segments: TranscriptSegment[];
  mimeType: string;
  chunks: string[];
}

const DEMO_MEDIA_DIR = join(__dirname, '..', '..', '..', '.cache', 'demo-media');

function recordedAnswers(): { answers: RecordedAnswer[]; dir: string } | null {
  const manifest = join(DEMO_MEDIA_DIR, 'manifest.json');
  if (!existsSync(manifest)) return null;
  const { dir, answers } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    dir: string;
    answers: RecordedAnswer[];
  };
  return { answers, dir: join(DEMO_MEDIA_DIR, dir) };
}

/**
 * A completed demo interview has something to review: its candidate's spoken answers, each with
 * its transcript and, where this machine recorded them, the video and the timed phrases (stored
 * through the media store as a candidate's chunks would be). A recording is used only when it says
 * exactly this answer's text. Adds to `seeded` how many answers it stored and how many with a
 * recording.
 */
async function seedAnswers(
  interviewId: string,
  questions: { id: string }[],
  seeded: { answers: number; recordings: number },
) {
  const { db, docRef } = await import('../lib/firebase');
  const { storeRecording } = await import('../features/candidate/media-chunks');
  const recorded = recordedAnswers();
  const batch = db.batch();
  for (const answer of DEMO_ANSWERS.filter((a) => a.interviewId === interviewId)) {
    const question = questions[answer.questionIndex];
    if (!question) continue;
    const transcript = demoTranscript(answer);
    const media = recorded?.answers.find(
      (r) =>
        r.interviewId === interviewId &&
        r.questionIndex === answer.questionIndex &&
        r.transcript === transcript,
    );
    if (media && recorded) {
      const chunks = media.chunks.map((chunk) => readFileSync(join(recorded.dir, chunk)));
      await storeRecording(interviewId, question.id, chunks, media.mimeType);
      seeded.recordings++;
    }
    seeded.answers++;
    batch.set(docRef(collections.answers, interviewId, question.id), {
      questionId: question.id,
      transcript,
      ...(media ? { segments: media.segments } : {}),
      savedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}

async function main() {
  const project = configureProject(process.argv.slice(2));
  const { db, docRef } = await import('../lib/firebase');
  const { upsertUser } = await import('./users');
  const { buildInterviewRecord } = await import('../features/interviews/interview-record');
  const { snapshotQuestionSet } = await import('../features/interviews/questions');

  const now = Date.now();
  const seeded = { answers: 0, recordings: 0 };
  for (const org of [DEMO_ORG, OTHER_ORG]) {
    // Created empty, as an approval creates it; the accounts below count themselves in.
    const ref = docRef(collections.orgs, org.id);
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return;
      tx.create(ref, {
        name: org.name,
        domain: org.domain,
        memberCount: 0,
        ownerCount: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
    });
  }
  await upsertUser({ ...DEMO_ADMIN, role: 'admin' });
  const staffUid = await upsertUser({ ...DEMO_STAFF, role: 'staff' });
  await upsertUser({ ...DEMO_MEMBER, role: 'staff' });
  const otherUid = await upsertUser({ ...OTHER_STAFF, role: 'staff' });

  for (const set of DEMO_QUESTION_SETS) {
    const ref = docRef(collections.questionSets, DEMO_ORG.id, set.id);
    if ((await ref.get()).exists) continue;
    await ref.create({
      name: set.name,
      description: set.description,
      questions: set.questions,
      questionCount: set.questions.length,
      archived: false,
      createdBy: staffUid,
      createdByName: DEMO_STAFF.displayName,
      updatedByName: DEMO_STAFF.displayName,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }

  for (const demo of DEMO_INTERVIEWS) {
    const ref = docRef(collections.interviews, demo.id);
    if ((await ref.get()).exists) continue;
    const when = new Date(now + demo.inDays * 24 * 60 * 60_000);
    when.setMinutes(0, 0, 0);
    const org = demo.orgId === DEMO_ORG.id ? DEMO_ORG : OTHER_ORG;
    // Snapshotted exactly as scheduling does.
    const { questions, questionSetId, questionSetName } = await snapshotQuestionSet(
      org.id,
      demo.questionSetId ?? librarySetId(demo.type, demo.level),
    );
    const record = buildInterviewRecord(
      {
        candidateName: demo.candidateName,
        candidateEmail: demo.candidateEmail,
        type: demo.type,
        level: demo.level,
        date: when.toISOString(),
        scheduledTime: when.toISOString().slice(0, 16),
      },
      {
        orgId: org.id,
        orgName: org.name,
        createdBy: demo.orgId === DEMO_ORG.id ? staffUid : otherUid,
        questions,
        design: { questionSetId, questionSetName, extraTime: 'none' },
        status: demo.status,
      },
    );
    await ref.set({
      ...record,
      // As the org's default setting would schedule it: the demo review shows the suggestions,
      // which the analyseAnswers trigger computes when the answers below are written.
      aiAssist: true,
      maxFollowUps: FOLLOW_UPS_PER_INTERVIEW,
      ...(demo.status === 'completed' ? { completedAt: FieldValue.serverTimestamp() } : {}),
      ...(demo.status === 'cancelled' ? { cancelledAt: FieldValue.serverTimestamp() } : {}),
    });
    if (demo.status === 'completed') await seedAnswers(demo.id, questions, seeded);
  }

  console.log(
    `Seeded ${project}: ${DEMO_QUESTION_SETS.length} question sets, ${DEMO_INTERVIEWS.length} interviews, 2 orgs, ${seeded.answers} answers (${seeded.recordings} with a video).`,
  );
  if (seeded.recordings < seeded.answers)
    console.log(
      `${seeded.answers - seeded.recordings} demo answers have a transcript but no video: this machine has no recording of their text (scripts/lib/demo-media.mjs makes them, with Chromium and espeak-ng).`,
    );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`seed failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
