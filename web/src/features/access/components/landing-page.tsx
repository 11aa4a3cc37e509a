import { FeaturesSection } from './landing/features-section';
import { Footer } from './landing/footer';
import { Hero } from './landing/hero';
import { RequestAccessSection } from './landing/request-access-section';
import { StatsSection } from './landing/stats-section';
import { TestimonialsSection } from './landing/testimonials-section';
import { TopBar } from './landing/top-bar';
import classes from './landing.module.css';

/** The public landing page (/): no Firebase here, only the API client. */
export function LandingPage() {
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <main id="main">
        <Hero />
        <StatsSection />
        <FeaturesSection />
        <TestimonialsSection />
        <RequestAccessSection />
      </main>
      <Footer />
    </>
  );
}
