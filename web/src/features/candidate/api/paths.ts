/** The candidate's public API, addressed by the session link. */
export const publicInterviewPath = (sessionId: string, call: string) =>
  `/api/public/interviews/${encodeURIComponent(sessionId)}/${call}`;
