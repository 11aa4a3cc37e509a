import classes from './brand.module.css';

/** The HiQ wordmark, with its tagline from the `xs` breakpoint. */
export function Brand() {
  return (
    <span className={classes.brand}>
      <span className={classes.name}>HiQ</span>
      <span className={classes.tagline}>AI Interviews</span>
    </span>
  );
}
