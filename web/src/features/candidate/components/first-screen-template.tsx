import { initialState, interviewReducer } from '../model/interview-machine';
import type { InterviewState } from '../model/interview-machine';
import type { CandidateActions } from './candidate-actions';
import { InterviewView, LoadingView } from './interview-screen';

/**
 * The first screen for an interview whose words are all still to be filled in (`data-fill`): a
 * video interview with AI assist, so every element any interview shows is there (filling removes
 * what an interview does not show).
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
    recordingMode: 'video',
    retentionDays: 0,
    aiAssist: true,
  },
  questions: [],
});

const nothing = () => undefined;
/** Controls that do nothing (the prerendered screen's; the page wires its own). */
export const inertActions: CandidateActions = {
  consent: nothing,
  start: nothing,
  practice: nothing,
  practiceAgain: nothing,
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

/** The first screen with nothing filled in and controls that do nothing (the page wires them). */
export function FirstScreenTemplate() {
  return (
    <InterviewView
      state={templateState}
      stream={null}
      readLevel={() => 0}
      clock={{ secondsLeft: null, announcement: '' }}
      actions={inertActions}
      onCloseError={nothing}
      onDismissConnection={nothing}
      onRetryConnection={nothing}
    />
  );
}
