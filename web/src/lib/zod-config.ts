import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod's JIT probes `new Function`, which the
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses and reports as a violation.
 * Without the JIT, parsing is the same, only interpreted.
 */
z.config({ jitless: true });
