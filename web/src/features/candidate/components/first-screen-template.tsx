import { initialState, interviewReducer } from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import type { CandidateActions } from './candidate-actions';
import { InterviewView, LoadingView } from './interview-screen';

/**
 * The first screen for an interview whose words are all still to be filled in (`data-fill`): a
 * video interview with AI assist and follow-up questions, so every element any interview shows is
 * there (filling removes what an interview does not show).
 */
const templateState: InterviewState = interviewReducer(initialState, {
  type: 'SESSION_LOADED',
  interview: {
    candidateName: '',
    orgName: '',
    type: '',
    level: '',
    status: '',
    consented: false,
    estimatedMinutes: 0,
    questionCount: 0,
    maxFollowUps: 1,
    recordingMode: 'video',
    retentionDays: 0,
    aiAssist: true,
  },
  questions: [],
});

const nothing = () => undefined;
const inertActions: CandidateActions = {
  consent: nothing,
  start: nothing,
  practice: nothing,
  practiceAgain: nothing,
  practiceNext: nothing,
  startReal: nothing,
  beginAnswer: nothing,
  retake: nothing,
  submit: nothing,
  type: nothing,
};

/**
 * The candidate's page as it is built: the loading line, and the first screen hidden until the
 * page has filled it in for the session (boot/first-screen.ts). The same for every session link.
 */
export function CandidatePageShell() {
  return (
    <>
      <div data-loading-screen>
        <LoadingView />
      </div>
      <div data-first-screen hidden>
        <FirstScreenTemplate />
      </div>
    </>
  );
}

/** The interview screen for `state` with controls that do nothing (the page wires its own). */
export function InertInterviewView({
  state,
  stream = null,
}: {
  state: InterviewState;
  stream?: MediaStream | null;
}) {
  return (
    <InterviewView
      state={state}
      stream={stream}
      readLevel={() => 0}
      clock={{ secondsLeft: null, announcement: '' }}
      actions={inertActions}
      onCloseError={nothing}
      onDismissConnection={nothing}
      onRetryConnection={nothing}
    />
  );
}

/** The first screen with nothing filled in (the page fills it in and wires it). */
export function FirstScreenTemplate() {
  return <InertInterviewView state={templateState} />;
}
