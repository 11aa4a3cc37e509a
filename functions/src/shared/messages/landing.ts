// The landing page's first screen: header, pitch, figures and the request section's intro. Its
// later sections' copy is in landing-later.ts, loaded with them.
export const LANDING_MESSAGES = {
  pageSections: 'Page sections',
  signIn: 'Sign In',
  requestAccess: 'Request Access',
  sections: {
    benefits: 'Benefits',
    features: 'Features',
    successStories: 'Success Stories',
  },
  eyebrow: 'AI interview platform',
  heroTitle: 'Hire better, faster, with AI-assisted interviews',
  heroLead:
    'HiQ runs recorded, structured interviews with live transcription, so your team spends its time on the best candidates instead of the calendar.',
  statsTitle: 'Why hiring teams choose HiQ',
  /** Marketing claims, not measured figures: keep them exactly as written. */
  stats: [
    { value: '87%', label: 'reduction in time-to-hire' },
    { value: '92%', label: 'candidate satisfaction' },
    { value: '3.5x', label: 'better hire quality' },
    { value: 'Join 100+ companies', label: '' },
  ],
  requestTitle: 'Request Platform Access',
  requestIntro:
    "Tell us about your company. Use your work email: we create your team's account when we approve the request.",
} as const;
