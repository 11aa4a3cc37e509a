/** The landing page's links and icons below its first screen, loaded with those sections. */
import { LANDING_LATER_MESSAGES as M } from '@shared/messages/landing-later';

export const features = [
  {
    icon: 'M4 7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm12 3 4-3v10l-4-3',
    ...M.features.recorded,
  },
  {
    icon: 'M5 4h10l4 4v12H5zM8 12h8M8 16h6M8 8h4',
    ...M.features.transcription,
  },
  {
    icon: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8',
    ...M.features.dashboard,
  },
] as const;

export const companyLinks = [
  { href: '/about', text: M.companyLinks.about },
  { href: '/blog', text: M.companyLinks.blog },
  { href: '/careers', text: M.companyLinks.careers },
  { href: '/docs', text: M.companyLinks.docs },
  { href: '/support', text: M.companyLinks.support },
  { href: '/privacy', text: M.companyLinks.privacy },
  { href: '/contact', text: M.companyLinks.contact },
] as const;

export const socialLinks = [
  { href: 'https://www.linkedin.com/', label: M.linkedInLabel, text: M.linkedIn },
  { href: 'https://x.com/', label: M.xLabel, text: M.x },
] as const;
