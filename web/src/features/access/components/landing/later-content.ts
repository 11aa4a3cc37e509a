/** The landing page's copy and links below its first screen, loaded with those sections. */

export const features = [
  {
    icon: 'M4 7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm12 3 4-3v10l-4-3',
    title: 'Recorded AI interviews',
    text: 'Candidates answer on-screen technical, behavioral or system-design questions on camera, whenever suits them, from one link.',
  },
  {
    icon: 'M5 4h10l4 4v12H5zM8 12h8M8 16h6M8 8h4',
    title: 'Live transcription',
    text: 'Every spoken answer is transcribed as the candidate talks, so your team reads and compares answers side by side.',
  },
  {
    icon: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8',
    title: 'A live hiring dashboard',
    text: 'Schedule interviews in seconds and watch them move from scheduled to completed, without refreshing a page.',
  },
] as const;

export const testimonials = [
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
] as const;

/** Under the brand in the footer. */
export const reviewNote = 'Every access request is reviewed by our team within 2-3 business days.';

export const companyLinks = [
  { href: '/about', text: 'About' },
  { href: '/blog', text: 'Blog' },
  { href: '/careers', text: 'Careers' },
  { href: '/docs', text: 'Docs' },
  { href: '/support', text: 'Support' },
  { href: '/privacy', text: 'Privacy' },
  { href: '/contact', text: 'Contact' },
] as const;

export const socialLinks = [
  { href: 'https://www.linkedin.com/', label: 'HiQ on LinkedIn', text: 'LinkedIn' },
  { href: 'https://x.com/', label: 'HiQ on X', text: 'X' },
] as const;
