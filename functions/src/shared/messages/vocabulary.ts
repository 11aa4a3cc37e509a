// The product's vocabulary as users read it: the labels of interview types and levels, answer
// modes and extra time.
import type { AnswerMode, ExtraTime, InterviewLevel, InterviewType } from '../constants/domain';

export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
  technical: 'Technical',
  behavioral: 'Behavioral',
  'system-design': 'System Design',
};

export const INTERVIEW_LEVEL_LABELS: Record<InterviewLevel, string> = {
  junior: 'Junior',
  mid: 'Mid',
  senior: 'Senior',
};

export const ANSWER_MODE_LABELS: Record<AnswerMode, string> = {
  speak: 'Speak',
  type: 'Type',
  either: 'Speak or type',
};

export const EXTRA_TIME_LABELS: Record<ExtraTime, string> = {
  none: 'None',
  plus25: '+25 %',
  plus50: '+50 %',
  plus100: '+100 %',
  untimed: 'Untimed',
};
