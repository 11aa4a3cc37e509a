import classes from '../landing.module.css';
import { stats } from './content';
import { PageSection } from './page-section';

/** Benefits: the headline figures. */
export function StatsSection() {
  return (
    <PageSection id="benefits" titleId="benefits-title" title="Why hiring teams choose HiQ">
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
    </PageSection>
  );
}
