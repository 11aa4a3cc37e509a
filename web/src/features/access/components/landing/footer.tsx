import type { MouseEvent } from 'react';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { Brand } from '@/components/layout/brand';
import classes from '../landing.module.css';
import { REQUEST_ACCESS_ID, companyLinks, sections, socialLinks } from './content';
import { scrollToSection } from './scroll-to-section';

const linkClass = `mantine-focus-auto ${classes.link} ${classes.small} ${classes.footerLink}`;

/** The footer: brand, product anchors, company and social links. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.footerStack}`}>
        <div className={classes.footerTop}>
          <div className={classes.footerBrand}>
            <Brand />
            <p className={`${classes.small} ${classes.footerNote}`}>
              {ACCESS_MESSAGES.reviewFooter}
            </p>
          </div>
          <div className={classes.footerNavs}>
            <nav aria-label="Product" className={classes.footerNav}>
              <p className={`${classes.small} ${classes.footerHeading}`}>Product</p>
              {[...sections, { id: REQUEST_ACCESS_ID, label: 'Request Access' }].map((s) => (
                <a
                  key={s.id}
                  href={`#${s.id}`}
                  className={linkClass}
                  onClick={(e: MouseEvent<HTMLAnchorElement>) => scrollToSection(e, s.id)}
                >
                  {s.label}
                </a>
              ))}
            </nav>
            <nav aria-label="Company" className={classes.footerNav}>
              <p className={`${classes.small} ${classes.footerHeading}`}>Company</p>
              {companyLinks.map((l) => (
                <a key={l.href} href={l.href} className={linkClass}>
                  {l.label}
                </a>
              ))}
            </nav>
            <nav aria-label="Social" className={classes.footerNav}>
              <p className={`${classes.small} ${classes.footerHeading}`}>Follow us</p>
              {socialLinks.map((l) => (
                <a
                  key={l.href}
                  href={l.href}
                  className={linkClass}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={l.label}
                >
                  {l.text}
                </a>
              ))}
            </nav>
          </div>
        </div>
        <p className={classes.copyright}>© {new Date().getFullYear()} HiQ.</p>
      </div>
    </footer>
  );
}
