/** The landing page's sections on its first screen (the rest: later-content.ts). */
import { LANDING_MESSAGES } from '@shared/messages/landing';

export const REQUEST_ACCESS_ID = 'request-access';

export const sections = [
  { id: 'benefits', label: LANDING_MESSAGES.sections.benefits },
  { id: 'features', label: LANDING_MESSAGES.sections.features },
  { id: 'success-stories', label: LANDING_MESSAGES.sections.successStories },
] as const;
