import { Timestamp } from 'firebase-admin/firestore';
import { RECORDING_RETENTION_DAYS } from '../shared/constants/limits';

/**
 * When an interview's candidate's recordings, transcripts and AI notes are deleted: the days it
 * was scheduled with (the candidate's figure) after `fromMs`. An interview that ends (completed or
 * cancelled) counts them from then; one never finished counts them from its link's expiry, set
 * when it is scheduled, so a half-recorded interview is deleted as promised too.
 */
export const purgeAtFor = (retentionDays: number | undefined, fromMs = Date.now()) =>
  Timestamp.fromMillis(fromMs + (retentionDays ?? RECORDING_RETENTION_DAYS) * 24 * 60 * 60_000);
