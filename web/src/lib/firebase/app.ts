import { getApp, getApps, initializeApp } from 'firebase/app';
import { env } from '@/config/env';

export const firebaseApp =
  getApps().length > 0
    ? getApp()
    : initializeApp({
        apiKey: env.firebaseApiKey,
        authDomain: env.firebaseAuthDomain,
        projectId: env.firebaseProjectId,
        appId: env.firebaseAppId,
      });

/** Emulators are reached on the host that served the page, so cookies and storage stay same-site. */
export const emulatorHost = () =>
  typeof window === 'undefined' ? '127.0.0.1' : window.location.hostname;
