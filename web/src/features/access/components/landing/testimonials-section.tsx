import classes from '../landing.module.css';
import { testimonials } from './content';

/** Success Stories: two customer quotes. */
export function TestimonialsSection() {
  return (
    <section
      id="success-stories"
      tabIndex={-1}
      className={classes.section}
      aria-labelledby="stories-title"
    >
      <div className={classes.container}>
        <h2 id="stories-title" className={classes.sectionTitle}>
          Success Stories
        </h2>
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
      </div>
    </section>
  );
}
