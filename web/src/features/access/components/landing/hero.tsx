import type { MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
// Links by route pattern (the same as the link for a route without parameters), not config/paths,
// whose builders for every screen the landing's first render does not need.
import { APP_ROUTES } from '@shared/contract/app-routes';
import { LANDING_MESSAGES } from '@shared/messages/landing';
import classes from '../landing.module.css';
import { REQUEST_ACCESS_ID } from './content';
import { scrollToSection } from './scroll-to-section';

/** The first screen: the pitch, Request Access (an in-page anchor) and Sign In. */
export function Hero() {
  return (
    <div className={classes.hero}>
      <div className={classes.container}>
        <div className={classes.heroStack}>
          <p className={classes.eyebrow}>{LANDING_MESSAGES.eyebrow}</p>
          <h1 className={classes.heroTitle}>{LANDING_MESSAGES.heroTitle}</h1>
          <p className={classes.lead}>{LANDING_MESSAGES.heroLead}</p>
          <div className={classes.heroActions}>
            {/* A real anchor: it works in the prerendered page before any JS has loaded. */}
            <Button
              component="a"
              href={`#${REQUEST_ACCESS_ID}`}
              role="button"
              size="lg"
              onClick={(e: MouseEvent<HTMLAnchorElement>) => scrollToSection(e, REQUEST_ACCESS_ID)}
            >
              {LANDING_MESSAGES.requestAccess}
            </Button>
            <Button component={Link} to={APP_ROUTES.login} size="lg" variant="subtle">
              {LANDING_MESSAGES.signIn}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
