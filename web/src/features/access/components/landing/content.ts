/** The landing page's copy and links on its first screen (the rest: later-content.ts). */

export const REQUEST_ACCESS_ID = 'request-access';

export const sections = [
  { id: 'benefits', label: 'Benefits' },
  { id: 'features', label: 'Features' },
  { id: 'success-stories', label: 'Success Stories' },
] as const;

/** Marketing claims, not measured figures: keep them exactly as written. */
export const stats = [
  { value: '87%', label: 'reduction in time-to-hire' },
  { value: '92%', label: 'candidate satisfaction' },
  { value: '3.5x', label: 'better hire quality' },
  { value: 'Join 100+ companies', label: '' },
] as const;
