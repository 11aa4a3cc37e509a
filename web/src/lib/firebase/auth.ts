import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/env';
import { emulatorHost, firebaseApp } from './app';

// initializeAuth without a popup/redirect resolver: email/password only, a smaller bundle than getAuth.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost()}:9099`, { disableWarnings: true });
}
