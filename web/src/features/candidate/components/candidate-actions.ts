/** What the candidate's controls do (useInterviewFlow provides them). */
export interface CandidateActions {
  consent: (ticked: boolean) => void;
  start: () => void;
  practice: () => void;
  practiceAgain: () => void;
  /** Next on the practice question (its follow-up comes next) or on its follow-up. */
  practiceNext: () => void;
  startReal: () => void;
  /** Start now: think time ends early and recording starts. */
  beginAnswer: () => void;
  retake: () => void;
  submit: () => void;
  type: (text: string) => void;
}
