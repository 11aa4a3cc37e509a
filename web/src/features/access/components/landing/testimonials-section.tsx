import { LANDING_LATER_MESSAGES } from '@shared/messages/landing-later';
import { LANDING_MESSAGES } from '@shared/messages/landing';
import classes from '../landing.module.css';
import { PageSection } from './page-section';

/** Success Stories: two customer quotes. */
export function TestimonialsSection() {
  return (
    <PageSection
      id="success-stories"
      titleId="stories-title"
      title={LANDING_MESSAGES.sections.successStories}
    >
      <div className={`${classes.grid} ${classes.storiesGrid}`}>
        {LANDING_LATER_MESSAGES.testimonials.map((t) => (
          <figure key={t.name} className={classes.card}>
            <blockquote className={classes.quote}>“{t.quote}”</blockquote>
            <figcaption className={classes.quoteAuthor}>
              {t.name}
              <span className={classes.quoteRole}> — {t.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </PageSection>
  );
}
