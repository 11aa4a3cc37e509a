import classes from '../landing.module.css';
import { testimonials } from './later-content';
import { PageSection } from './page-section';

/** Success Stories: two customer quotes. */
export function TestimonialsSection() {
  return (
    <PageSection id="success-stories" titleId="stories-title" title="Success Stories">
      <div className={`${classes.grid} ${classes.storiesGrid}`}>
        {testimonials.map((t) => (
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
