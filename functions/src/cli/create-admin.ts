// `npm run create-admin -- EMAIL [--password P] [--project ID]`: makes EMAIL an admin.
import { randomBytes } from 'node:crypto';
import { EMAIL_PATTERN } from '../shared/schemas/email';
import { configureProject } from './emulator-defaults';

async function main() {
  const argv = process.argv.slice(2);
  const project = configureProject(argv);
  const email = argv.find(
    (a) =>
      !a.startsWith('--') &&
      argv[argv.indexOf(a) - 1] !== '--project' &&
      argv[argv.indexOf(a) - 1] !== '--password',
  );
  if (!email || !EMAIL_PATTERN.test(email)) {
    console.error(
      'usage: npm run create-admin -- EMAIL [--password PASSWORD] [--project PROJECT_ID]',
    );
    process.exit(2);
  }
  const passwordFlag = argv.indexOf('--password');
  const given = passwordFlag >= 0 ? argv[passwordFlag + 1] : undefined;
  const { auth } = await import('../lib/firebase');
  const exists = await auth.getUserByEmail(email).then(
    () => true,
    () => false,
  );
  const password = given ?? (exists ? undefined : randomBytes(12).toString('base64url'));
  const { upsertUser } = await import('./users');
  const uid = await upsertUser({ email, password, role: 'admin' });
  console.log(`${email} is an admin on ${project} (uid ${uid}).`);
  if (password && !given) console.log(`Generated password: ${password}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
