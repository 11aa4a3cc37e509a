// One admin app for the whole codebase; the emulators are picked up from the env vars they set.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { contractRefs } from './contract-refs';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const auth = getAuth();
/** References to the contract's documents and collections, read and written through its schemas. */
export const { docRef, collectionRef, groupRef, getAllOf } = contractRefs(db);
