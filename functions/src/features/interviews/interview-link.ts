import type { InterviewLevel, InterviewType } from '../../shared/constants/domain';
import { appPaths } from '../../shared/contract/app-links';
import { appLink } from '../../lib/config';
import type { InterviewMailFacts } from './mails';

const interviewLink = (sessionId: string) => appLink(appPaths.interview(sessionId));

/** What the invitation and cancellation mails say, from a stored (or about to be) interview. */
export function mailFacts(id: string, data: Record<string, unknown>): InterviewMailFacts {
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
