import type { MouseEvent } from 'react';
import { LANDING_LATER_MESSAGES as M } from '@shared/messages/landing-later';
import { LANDING_MESSAGES } from '@shared/messages/landing';
import { Brand } from '@/components/layout/brand';
import classes from '../landing.module.css';
import { REQUEST_ACCESS_ID, sections } from './content';
import { companyLinks, socialLinks } from './later-content';
import { scrollToSection } from './scroll-to-section';

/** A column of links, its own navigation landmark, under a heading line. */
function FooterNav({
  label,
  heading,
  links,
  inPage = false,
  external = false,
}: {
  label: string;
  heading: string;
  links: readonly { href: string; text: string; label?: string }[];
  /** Anchors to the page's sections (they scroll there). */
  inPage?: boolean;
  /** Other sites, opened in a new tab. */
  external?: boolean;
}) {
  return (
    <nav aria-label={label} className={classes.footerNav}>
      <p className={`${classes.small} ${classes.footerHeading}`}>{heading}</p>
      {links.map((l) => (
        <a
          key={l.href}
          href={l.href}
          className={`mantine-focus-auto ${classes.link} ${classes.small} ${classes.footerLink}`}
          aria-label={l.label}
          onClick={
            inPage
              ? (e: MouseEvent<HTMLAnchorElement>) => scrollToSection(e, l.href.slice(1))
              : undefined
          }
          {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {l.text}
        </a>
      ))}
    </nav>
  );
}

const productLinks = [
  ...sections,
  { id: REQUEST_ACCESS_ID, label: LANDING_MESSAGES.requestAccess },
].map((s) => ({
  href: `#${s.id}`,
  text: s.label,
}));

/** The footer: brand, product anchors, company and social links. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.footerStack}`}>
        <div className={classes.footerTop}>
          <div className={classes.footerBrand}>
            <Brand />
            <p className={`${classes.small} ${classes.footerNote}`}>{M.reviewNote}</p>
          </div>
          <div className={classes.footerNavs}>
            <FooterNav label={M.product} heading={M.product} links={productLinks} inPage />
            <FooterNav label={M.company} heading={M.company} links={companyLinks} />
            <FooterNav label={M.social} heading={M.followUs} links={socialLinks} external />
          </div>
        </div>
        <p className={classes.copyright}>
          © {new Date().getFullYear()} {M.copyright}
        </p>
      </div>
    </footer>
  );
}
