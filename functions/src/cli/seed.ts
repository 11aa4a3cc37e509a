// `npm run seed` (run by `npm start`): demo accounts, orgs, the question bank and a few interviews.
// Idempotent: existing documents are kept, so a re-run never duplicates or resets anything.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import type { InterviewLevel, InterviewStatus, InterviewType } from '../shared/constants';
import { collections } from '../shared/contract/collections';
import { configureProject } from './emulator-defaults';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_ORG,
  DEMO_STAFF,
  OTHER_ORG,
  OTHER_STAFF,
} from './demo-accounts';

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
}

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

/**
 * A completed demo interview has something to review: typed transcripts for its first questions and,
 * for the first, a real recording (MediaRecorder WebM/Opus chunks captured in Chromium, the review
 * tests' fixtures), stored exactly as the audio API stores them.
 */
async function seedAnswers(interviewId: string, questions: { id: string }[]) {
  const { db, collectionRef, docRef } = await import('../lib/firebase');
  const transcripts = [
    'In my last role I owned the payments service end to end. I split the work into small releases and measured every step.',
    'I would start from the user problem, agree on the success metric, and keep the first version small enough to ship in a week.',
  ];
  const batch = db.batch();
  questions.slice(0, transcripts.length).forEach((q, i) => {
    batch.set(docRef(collections.answers, interviewId, q.id), {
      questionId: q.id,
      transcript: transcripts[i],
      savedAt: FieldValue.serverTimestamp(),
    });
  });
  const first = questions[0];
  const fixtures = join(__dirname, '..', '..', 'src', 'features', 'review', 'testdata');
  if (first && existsSync(fixtures)) {
    const recording = docRef(collections.recordings, interviewId, first.id);
    const chunks = collectionRef(collections.recordingChunks, interviewId, first.id);
    const mimeType = 'audio/webm;codecs=opus';
    batch.set(recording, {
      questionId: first.id,
      mimeType,
      updatedAt: FieldValue.serverTimestamp(),
    });
    [0, 1, 2, 3].forEach((seq) => {
      const data = readFileSync(join(fixtures, `chunk${seq}.webm`));
      batch.set(chunks.doc(String(seq)), {
        seq,
        data,
        mimeType,
        bytes: data.length,
        createdAt: FieldValue.serverTimestamp(),
      });
    });
  }
  await batch.commit();
}

async function main() {
  const project = configureProject(process.argv.slice(2));
  const { db, docRef } = await import('../lib/firebase');
  const { upsertUser } = await import('./users');
  const { QUESTION_BANK } = await import('../features/interviews/question-bank-data');
  const { buildInterviewRecord } = await import('../features/interviews/interview-record');

  const now = Date.now();
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

  const bank = db.batch();
  for (const entry of QUESTION_BANK) {
    const { id, ...question } = entry;
    bank.set(docRef(collections.questionBank, id), question);
  }
  await bank.commit();

  for (const demo of DEMO_INTERVIEWS) {
    const ref = docRef(collections.interviews, demo.id);
    if ((await ref.get()).exists) continue;
    const when = new Date(now + demo.inDays * 24 * 60 * 60_000);
    when.setMinutes(0, 0, 0);
    const questions = QUESTION_BANK.filter((q) => q.type === demo.type && q.level === demo.level)
      .sort((a, b) => a.order - b.order)
      .map(({ id, text, hint }) => ({ id, text, hint }));
    const org = demo.orgId === DEMO_ORG.id ? DEMO_ORG : OTHER_ORG;
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
        status: demo.status,
      },
    );
    await ref.set({
      ...record,
      ...(demo.status === 'completed' ? { completedAt: FieldValue.serverTimestamp() } : {}),
      ...(demo.status === 'cancelled' ? { cancelledAt: FieldValue.serverTimestamp() } : {}),
    });
    if (demo.status === 'completed') await seedAnswers(demo.id, questions);
  }

  console.log(
    `Seeded ${project}: ${QUESTION_BANK.length} questions, ${DEMO_INTERVIEWS.length} interviews, 2 orgs.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`seed failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
