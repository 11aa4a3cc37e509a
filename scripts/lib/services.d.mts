// Types for the part of services.mjs the TypeScript tests use (services.mjs is plain JavaScript).
/** The local stack's ports, by service (the emulators' own are in firebase.json too). */
export declare const PORTS: Record<string, number>;
/** Runs a scheduled function the way the emulators can: a message on its schedule's topic. */
export declare function publishSchedule(functionName: string): Promise<void>;
/** The functions' language-model params under `npm test`: the local LLM stand-in. */
export declare const llmStandinParams: {
  LLM_BASE_URL: string;
  LLM_MODEL: string;
  LLM_TIMEOUT_SECONDS: string;
};
