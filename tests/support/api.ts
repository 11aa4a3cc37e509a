// Helpers for integration tests: they talk to the API exactly as the browser does (hosting rewrite).
export const apiBase = process.env.HIQ_BASE_URL ?? 'http://127.0.0.1:5000';
export const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const maildevBase = 'http://127.0.0.1:1080';
