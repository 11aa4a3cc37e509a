import type { MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from '../landing.module.css';
import { REQUEST_ACCESS_ID } from './content';
import { scrollToSection } from './scroll-to-section';

/** The first screen: the pitch, Request Access (an in-page anchor) and Sign In. */
export function Hero() {
  return (
    <div className={classes.hero}>
      <div className={classes.container}>
        <div className={classes.heroStack}>
          <p className={classes.eyebrow}>AI interview platform</p>
          <h1 className={classes.heroTitle}>Hire better, faster, with AI-assisted interviews</h1>
          <p className={classes.lead}>
            HiQ runs recorded, structured interviews with live transcription, so your team spends
            its time on the best candidates instead of the calendar.
          </p>
          <div className={classes.heroActions}>
            {/* A real anchor: it works in the prerendered page before any JS has loaded. */}
            <Button
              component="a"
              href={`#${REQUEST_ACCESS_ID}`}
              role="button"
              size="lg"
              onClick={(e: MouseEvent<HTMLAnchorElement>) => scrollToSection(e, REQUEST_ACCESS_ID)}
            >
              Request Access
            </Button>
            <Button component={Link} to={paths.login} size="lg" variant="subtle">
              Sign In
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
