import { Button } from '@mantine/core';
import { APP_MESSAGES } from '@shared/messages/common';
import classes from './route-error.module.css';

/** The app's fallback view for a screen that failed to load or render (no router needed). */
export function ErrorView({ detail }: { detail?: string }) {
  return (
    <main className={classes.page}>
      <h1 className={classes.title}>{APP_MESSAGES.routerFallback}</h1>
      {detail && <p className={classes.detail}>{detail}</p>}
      <div className={classes.actions}>
        <Button onClick={() => window.location.reload()}>{APP_MESSAGES.reloadPage}</Button>
        <a className={classes.link} href="/">
          {APP_MESSAGES.goHome}
        </a>
      </div>
    </main>
  );
}
