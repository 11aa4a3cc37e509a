import { Suspense, lazy } from 'react';
import { Loader } from '@mantine/core';
import { APP_MESSAGES } from '@shared/messages/common';
import { LANDING_MESSAGES } from '@shared/messages/landing';
import classes from '../landing.module.css';
import { REQUEST_ACCESS_ID } from './content';

/**
 * The request form sits below the fold: its fields, captcha and API client load as their own chunk
 * right after the page first renders, not before it (the landing's JS before first render stays
 * close to a bare React + router + Mantine page). The prerendered HTML already contains the form,
 * and hydration keeps it until the chunk arrives.
 */
const loadRequestAccessForm = () => import('../request-access-form');
const RequestAccessForm = lazy(() =>
  loadRequestAccessForm().then((m) => ({ default: m.RequestAccessForm })),
);

/** The request-access section, with the form loaded after the page. */
export function RequestAccessSection() {
  return (
    <section
      id={REQUEST_ACCESS_ID}
      tabIndex={-1}
      className={classes.requestSection}
      aria-labelledby="request-access-title"
    >
      <div className={classes.narrowContainer}>
        <div className={classes.requestIntro}>
          <h2 id="request-access-title" className={classes.sectionTitle}>
            {LANDING_MESSAGES.requestTitle}
          </h2>
          <p className={classes.dimmed}>{LANDING_MESSAGES.requestIntro}</p>
        </div>
        <Suspense
          fallback={
            <div className={classes.formLoading}>
              <Loader role="progressbar" aria-label={APP_MESSAGES.loading} />
            </div>
          }
        >
          <RequestAccessForm />
        </Suspense>
      </div>
    </section>
  );
}
