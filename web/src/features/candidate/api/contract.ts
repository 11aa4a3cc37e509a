import type { candidateEndpoints } from '@shared/contract/endpoints/candidate';

type Endpoints = typeof candidateEndpoints;

/**
 * The candidate's endpoints come with their zod schemas, which the first screen does not need (its
 * session lookup goes by path, boot/early-start.ts): they load with the first call after it, or
 * when the screen asks for them ahead (`loadContract`).
 */
export const loadContract = () => import('@shared/contract/endpoints/candidate');

/** One endpoint of the candidate's contract. */
export const endpoint = async <K extends keyof Endpoints>(name: K): Promise<Endpoints[K]> =>
  (await loadContract()).candidateEndpoints[name];
