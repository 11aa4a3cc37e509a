// Types for the TypeScript tests that start the stand-in (server.mjs is plain JavaScript).
export type Mode =
  | 'good'
  | 'near-exact'
  | 'obedient'
  | 'malformed'
  | 'invented'
  | 'wrong-shape'
  | 'too-few'
  | 'slow'
  | 'error';

export interface LlmStandin {
  port: number;
  url: string;
  azureUrl(deployment: string): string;
  setMode(mode: Mode): void;
  completions(): number;
  lastRequest(): unknown;
  close(): Promise<void>;
}

export function startLlmStandin(options?: {
  port?: number;
  host?: string;
  mode?: Mode;
  slowMs?: number;
  log?: (message: string) => void;
}): Promise<LlmStandin>;
