import type { MouseEvent } from 'react';

/**
 * In-page anchors scroll smoothly (instantly for people who ask for less motion) and move focus
 * there (keyboard and screen-reader users follow).
 */
export function scrollToSection(event: MouseEvent<HTMLElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}
