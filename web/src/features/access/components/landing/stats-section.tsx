import { LANDING_MESSAGES } from '@shared/messages/landing';
import classes from '../landing.module.css';
import { PageSection } from './page-section';

/** Benefits: the headline figures. */
export function StatsSection() {
  return (
    <PageSection id="benefits" titleId="benefits-title" title={LANDING_MESSAGES.statsTitle}>
      <div className={`${classes.grid} ${classes.statsGrid}`}>
        {LANDING_MESSAGES.stats.map((stat) => (
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
