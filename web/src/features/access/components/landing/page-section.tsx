import type { ReactNode } from 'react';
import classes from '../landing.module.css';

/**
 * One of the page's content sections: a focusable scroll target (the in-page anchors move focus
 * there), named by its centred h2.
 */
export function PageSection({
  id,
  titleId,
  title,
  children,
}: {
  id: string;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} tabIndex={-1} className={classes.section} aria-labelledby={titleId}>
      <div className={classes.container}>
        <h2 id={titleId} className={classes.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
