import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { emulatorHost, firebaseApp } from './app';

// Only routes that read live data import this module, so public pages never carry Firestore.
export const firestore = initializeFirestore(firebaseApp, {});

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, emulatorHost(), 8080);
}
