// CLIs point at the emulators for demo-* projects, and at the real project otherwise.
export function configureProject(argv: string[]): string {
  const flag = argv.indexOf('--project');
  const project =
    (flag >= 0 ? argv[flag + 1] : undefined) ?? process.env.GCLOUD_PROJECT ?? 'demo-hiq';
  process.env.GCLOUD_PROJECT = project;
  if (project.startsWith('demo-')) {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  }
  return project;
}
