import type { PublicInterview } from '@shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { interviewTypeLabel } from '@/domain/interview';

/**
 * The words of the first screen that depend on the interview. The screen renders them and the
 * page's early start fills the prerendered screen with them (each element marked `data-fill` with
 * its key), so both show the same words.
 */
export interface ReadyTexts {
  interviewFor: string;
  orgName: string;
  questionCount: string;
  duration: string;
  /** How many follow-up questions may be asked, and why; only where the interview asks any. */
  followUpsFact: string | null;
  followUpsWhy: string | null;
  recordedFacts: readonly string[];
  whoSees: string;
  keptFor: string;
  /** Shown only when the org has AI assist on. */
  aiAssistNotice: string | null;
  /** What the AI assist reads and never does, or that no AI reads the answers. */
  aiFacts: string;
  consentLabel: string;
}

export type ReadyTextKey = keyof ReadyTexts;

export function readyTexts(interview: PublicInterview): ReadyTexts {
  const audioOnly = interview.recordingMode === 'audio';
  const followUps = interview.maxFollowUps > 0;
  return {
    interviewFor: CANDIDATE_MESSAGES.interviewFor(
      interview.orgName,
      interviewTypeLabel(interview.type),
    ),
    orgName: interview.orgName,
    questionCount: CANDIDATE_MESSAGES.questionCountFact(interview.questionCount),
    duration: CANDIDATE_MESSAGES.durationFact(interview.estimatedMinutes),
    followUpsFact: followUps ? CANDIDATE_MESSAGES.followUpsFact(interview.maxFollowUps) : null,
    followUpsWhy: followUps ? CANDIDATE_MESSAGES.followUpsWhy : null,
    recordedFacts: audioOnly
      ? CANDIDATE_MESSAGES.recordedFactsAudio
      : CANDIDATE_MESSAGES.recordedFacts,
    whoSees: CANDIDATE_MESSAGES.whoSees(interview.orgName),
    keptFor: CANDIDATE_MESSAGES.keptFor(interview.retentionDays),
    aiAssistNotice: interview.aiAssist ? CANDIDATE_MESSAGES.aiAssistNotice : null,
    aiFacts: interview.aiAssist ? CANDIDATE_MESSAGES.aiAssistLimits : CANDIDATE_MESSAGES.noAiAssist,
    consentLabel: audioOnly
      ? CANDIDATE_MESSAGES.consentLabelAudio
      : CANDIDATE_MESSAGES.consentLabel,
  };
}
