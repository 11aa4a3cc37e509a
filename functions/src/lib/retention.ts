import { Timestamp } from 'firebase-admin/firestore';
import { RECORDING_RETENTION_DAYS } from '../shared/constants';

/**
 * When an interview that ends now (completed or cancelled) has its candidate's recordings,
 * transcripts and AI notes deleted: after the days it was scheduled with, the candidate's figure.
 */
export const purgeAtFor = (retentionDays: number | undefined, nowMs = Date.now()) =>
  Timestamp.fromMillis(nowMs + (retentionDays ?? RECORDING_RETENTION_DAYS) * 24 * 60 * 60_000);
