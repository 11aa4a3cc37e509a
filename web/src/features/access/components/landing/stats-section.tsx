import classes from '../landing.module.css';
import { stats } from './content';

/** Benefits: the headline figures. */
export function StatsSection() {
  return (
    <section
      id="benefits"
      tabIndex={-1}
      className={classes.section}
      aria-labelledby="benefits-title"
    >
      <div className={classes.container}>
        <h2 id="benefits-title" className={classes.sectionTitle}>
          Why hiring teams choose HiQ
        </h2>
        <div className={`${classes.grid} ${classes.statsGrid}`}>
          {stats.map((stat) => (
            <div key={stat.value} className={`${classes.card} ${classes.statCard}`}>
              <p className={classes.text} data-testid="stat">
                <span className={stat.label ? classes.statValue : classes.statPhrase}>
                  {stat.value}
                </span>
                {stat.label && ` ${stat.label}`}
              </p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
