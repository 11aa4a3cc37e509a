// The landing page's sections below its first screen (features, success stories, footer), loaded
// as one chunk with them.
export const LANDING_LATER_MESSAGES = {
  featuresTitle: 'Everything you need for first-round interviews',
  features: {
    recorded: {
      title: 'Recorded AI interviews',
      text: 'Candidates answer on-screen technical, behavioral or system-design questions on camera, whenever suits them, from one link.',
    },
    transcription: {
      title: 'Live transcription',
      text: 'Every spoken answer is transcribed as the candidate talks, so your team reads and compares answers side by side.',
    },
    dashboard: {
      title: 'A live hiring dashboard',
      text: 'Schedule interviews in seconds and watch them move from scheduled to completed, without refreshing a page.',
    },
  },
  testimonials: [
    {
      quote:
        'We used to spend a week coordinating first-round calls. With HiQ candidates interview the same day and we review the transcripts together.',
      name: 'Maria Chen',
      role: 'Head of Talent, Northwind Robotics',
    },
    {
      quote:
        'The structured questions by level made our engineering interviews fairer and far easier to compare. Our candidates like the flexibility too.',
      name: 'David Okafor',
      role: 'VP Engineering, Brightline Health',
    },
  ],
  /** Under the brand in the footer. */
  reviewNote: 'Every access request is reviewed by our team within 2-3 business days.',
  product: 'Product',
  company: 'Company',
  social: 'Social',
  followUs: 'Follow us',
  companyLinks: {
    about: 'About',
    blog: 'Blog',
    careers: 'Careers',
    docs: 'Docs',
    support: 'Support',
    privacy: 'Privacy',
    contact: 'Contact',
  },
  linkedIn: 'LinkedIn',
  linkedInLabel: 'HiQ on LinkedIn',
  x: 'X',
  xLabel: 'HiQ on X',
  /** After "© <year> ". */
  copyright: 'HiQ.',
} as const;
