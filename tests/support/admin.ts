// The admin SDK for tests, pointed at the running emulators (set by `firebase emulators:exec`).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { contractRefs } from '../../functions/src/lib/contract-refs';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

/** The demo project: the emulators never reach a real Google service for it. */
export const projectId = 'demo-hiq';
const app = getApps()[0] ?? initializeApp({ projectId });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
/** The contract's references on the tests' app: reads parse, writes are checked. */
export const { docRef, collectionRef } = contractRefs(adminDb);
