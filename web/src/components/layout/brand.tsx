import { LAYOUT_MESSAGES } from '@shared/messages/layout';
import classes from './brand.module.css';

/** The HiQ wordmark, with its tagline from the `xs` breakpoint. */
export function Brand() {
  return (
    <span className={classes.brand}>
      <span className={classes.name}>{LAYOUT_MESSAGES.brandName}</span>
      <span className={classes.tagline}>{LAYOUT_MESSAGES.brandTagline}</span>
    </span>
  );
}
