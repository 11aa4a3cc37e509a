// Read once at start-up and checked: a misconfigured build fails loudly, not later in a screen.
// (Plain checks, not zod: this module is on every page's critical path, zod is not.)
export interface Env {
  firebaseApiKey: string;
  firebaseAuthDomain: string;
  firebaseProjectId: string;
  firebaseAppId?: string;
  useEmulators: boolean;
  apiBaseUrl: string;
}

function checked(values: Env): Env {
  for (const key of ['firebaseApiKey', 'firebaseAuthDomain', 'firebaseProjectId'] as const) {
    if (!values[key]) throw new Error(`HiQ build misconfigured: ${key} is empty`);
  }
  return values;
}

const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-hiq';

export const env: Env = checked({
  // A demo-* project needs no real key: the emulators accept any.
  firebaseApiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  firebaseAuthDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  firebaseProjectId: projectId,
  firebaseAppId: import.meta.env.VITE_FIREBASE_APP_ID,
  // Demo projects always talk to the emulators; a real project only when asked.
  useEmulators: projectId.startsWith('demo-') || import.meta.env.VITE_USE_EMULATORS === 'true',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
});
