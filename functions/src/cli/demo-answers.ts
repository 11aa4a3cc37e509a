// What the seeded completed interviews' candidates say, one sentence at a time. The seed stores the
// sentences as each answer's transcript; scripts/lib/demo-media.mjs speaks them (espeak-ng) into
// Chromium's fake microphone and records real video answers, so the recording says what the
// transcript says, each sentence timed as one segment.

interface DemoAnswer {
  /** The completed demo interview it belongs to. */
  interviewId: string;
  /** The answered question's place in the interview's questions (0: the first). */
  questionIndex: number;
  sentences: string[];
}

export const DEMO_ANSWERS: DemoAnswer[] = [
  {
    // Technical · Mid: a relational database or a document store?
    interviewId: 'demo-4',
    questionIndex: 0,
    sentences: [
      'I start from the data, and from the queries the feature really needs.',
      'If records are related and must change together in one transaction, I choose a relational database.',
      'If the data is read as one document and its shape changes often, a document store fits better.',
      'I also weigh what the team already runs well in production.',
    ],
  },
  {
    // Technical · Mid: a slow endpoint in production.
    interviewId: 'demo-4',
    questionIndex: 1,
    sentences: [
      'First I measure, with latency percentiles and traces, to see when the slowdown started.',
      'Then I compare that moment with recent deploys and with the growth of the data.',
      'Last time it was a missing index on a query that ran for every request.',
      'After the fix I checked the same numbers again and added an alert.',
    ],
  },
  {
    // Behavioral · Senior: a technical change across several teams.
    interviewId: 'demo-5',
    questionIndex: 0,
    sentences: [
      'Two years ago I moved four teams from nightly releases to continuous delivery.',
      'I started with one team as a pilot, and shared the numbers every week.',
      'The other teams joined once they saw fewer incidents and faster reviews.',
      'The hardest part was one test standard for everyone, so we wrote it together.',
    ],
  },
  {
    // Behavioral · Senior: a decision made with incomplete information.
    interviewId: 'demo-5',
    questionIndex: 1,
    sentences: [
      'We had to pick a payment provider before the contract terms were final.',
      'I listed what we knew, what we could only guess, and what would be costly to undo.',
      'We chose the provider with the simpler migration path, and kept an exit plan.',
      'Six months later the other provider raised its prices, so the choice paid off.',
    ],
  },
];

/** The transcript of a demo answer: its sentences as one text. */
export const demoTranscript = (answer: DemoAnswer) => answer.sentences.join(' ');
