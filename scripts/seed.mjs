// `npm run seed [-- --project ID]`: demo data into the running emulators (idempotent).
import { join } from 'node:path';
import { checkPrerequisites, ensureDependencies, root, run } from './lib/setup.mjs';
import { prepareDemoMedia } from './lib/demo-media.mjs';

checkPrerequisites();
ensureDependencies();
run('npm', ['run', '--silent', 'build', '-w', 'functions']);
await prepareDemoMedia();
run(process.execPath, [join(root, 'functions', 'lib', 'cli', 'seed.js'), ...process.argv.slice(2)]);
