// What the landing shows below its first screen, loaded as one chunk right after the page first
// renders (like the request form): the prerendered HTML already holds it, and hydration keeps that
// HTML until the chunk arrives, so nothing moves and nothing is lost.
export { FeaturesSection } from './features-section';
export { Footer } from './footer';
export { TestimonialsSection } from './testimonials-section';
