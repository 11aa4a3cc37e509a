import { Suspense, lazy } from 'react';
import { LAYOUT_MESSAGES } from '@shared/messages/layout';
import { Hero } from './landing/hero';
import { RequestAccessSection } from './landing/request-access-section';
import { StatsSection } from './landing/stats-section';
import { TopBar } from './landing/top-bar';
import classes from './landing.module.css';

const loadLaterSections = () => import('./landing/later-sections');
const FeaturesSection = lazy(() =>
  loadLaterSections().then((m) => ({ default: m.FeaturesSection })),
);
const TestimonialsSection = lazy(() =>
  loadLaterSections().then((m) => ({ default: m.TestimonialsSection })),
);
const Footer = lazy(() => loadLaterSections().then((m) => ({ default: m.Footer })));

/** The public landing page (/): no Firebase here, only the API client. */
export function LandingPage() {
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        {LAYOUT_MESSAGES.skipToContent}
      </a>
      <TopBar />
      <main id="main">
        <Hero />
        <StatsSection />
        {/* Below the first screen: their own chunk, after the first render. */}
        <Suspense fallback={null}>
          <FeaturesSection />
          <TestimonialsSection />
        </Suspense>
        <RequestAccessSection />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
