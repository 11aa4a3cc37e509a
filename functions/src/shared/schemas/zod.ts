// The one zod every shared schema is built with. jitless: zod's JIT probes `new Function` when a
// schema is built, which the web app's Content-Security-Policy (no 'unsafe-eval') refuses and
// reports as a violation. Parsing is the same without it, only interpreted; the server's bodies
// are small, so both sides use one setting and behave alike. Config runs before any schema here
// is built because every schema module imports z from this file.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
