// The benches `npm run bench` knows, in the order they run (each is bench/<name>.mjs). Read by the
// command (to check --only before anything starts) and by the runner under the emulators.
export const BENCHES = [
  'bundle',
  'lighthouse',
  'candidate',
  'follow-ups',
  'api-latency',
  'integrations',
  'realtime',
  'dashboard',
  'audio',
  'insights',
  'video',
];
