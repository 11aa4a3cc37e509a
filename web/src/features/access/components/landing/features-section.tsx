import { LANDING_LATER_MESSAGES } from '@shared/messages/landing-later';
import classes from '../landing.module.css';
import { features } from './later-content';
import { PageSection } from './page-section';

/** Features: what the product does, in three cards. */
export function FeaturesSection() {
  return (
    <PageSection
      id="features"
      titleId="features-title"
      title={LANDING_LATER_MESSAGES.featuresTitle}
    >
      <div className={`${classes.grid} ${classes.featuresGrid}`}>
        {features.map((feature) => (
          <article key={feature.title} className={classes.card}>
            <div className={classes.featureIcon} aria-hidden>
              <svg
                width="26"
                height="26"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={feature.icon} />
              </svg>
            </div>
            <h3 className={classes.cardTitle}>{feature.title}</h3>
            <p className={classes.dimmed}>{feature.text}</p>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
