/** The candidate's public API, addressed by the session link (spec section 7). */
export const publicInterviewPath = (sessionId: string, call: string) =>
  `/api/public/interviews/${encodeURIComponent(sessionId)}/${call}`;
