// `npm run create-admin -- EMAIL [--password P] [--project ID]` (demo-* projects: the running emulators).
import { join } from 'node:path';
import { checkPrerequisites, ensureDependencies, root, run } from './lib/setup.mjs';

checkPrerequisites();
ensureDependencies();
run('npm', ['run', '--silent', 'build', '-w', 'functions']);
run(process.execPath, [
  join(root, 'functions', 'lib', 'cli', 'create-admin.js'),
  ...process.argv.slice(2),
]);
