import { z } from 'zod';

// Read once at start-up and checked: a misconfigured build fails loudly, not later in a screen.
const EnvSchema = z.object({
  firebaseApiKey: z.string().min(1),
  firebaseAuthDomain: z.string().min(1),
  firebaseProjectId: z.string().min(1),
  firebaseAppId: z.string().optional(),
  useEmulators: z.boolean(),
  apiBaseUrl: z.string(),
});

export type Env = z.infer<typeof EnvSchema>;

const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-hiq';

export const env: Env = EnvSchema.parse({
  // A demo-* project needs no real key: the emulators accept any.
  firebaseApiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  firebaseAuthDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  firebaseProjectId: projectId,
  firebaseAppId: import.meta.env.VITE_FIREBASE_APP_ID,
  // Demo projects always talk to the emulators; a real project only when asked.
  useEmulators: projectId.startsWith('demo-') || import.meta.env.VITE_USE_EMULATORS === 'true',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
});
