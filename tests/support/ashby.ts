// A stand-in of Ashby's side of the Assessments Partner API, as Ashby calls a partner: POST with
// JSON and the org's HiQ key as the username of HTTP Basic auth; assessment.list when a stage is
// set up, assessment.start when a user starts the assessment (tried again after a failure or a
// timeout), assessment.cancel when a user cancels it. No test runner imported.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { apiBase } from './api';

export interface AshbyAnswer {
  status: number;
  body: unknown;
}

export interface StartBody {
  assessment_type_id: string;
  candidate: {
    ashby_id: string;
    first_name: string;
    last_name: string;
    email: string;
    ashby_profile_url: string;
  };
  application: { ashby_id: string; status: string };
  job: { ashby_id: string; name: string; ashby_job_url: string };
}

export class AshbyStandIn {
  /** Every call made, in order (retries too), as Ashby's own log of them would show. */
  readonly calls: { endpoint: string; status: number | 'lost' }[] = [];

  constructor(
    private readonly apiKey: string,
    private readonly base = `${apiBase}/api/ats/ashby`,
  ) {}

  /** One call; `loseAnswer`: the request is sent and handled but its answer never arrives. */
  async call(endpoint: string, body: unknown = {}, loseAnswer = false): Promise<AshbyAnswer> {
    const res = await fetch(`${this.base}/${endpoint}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (loseAnswer) {
      this.calls.push({ endpoint, status: 'lost' });
      throw new Error(`${endpoint}: the answer was lost (timeout)`);
    }
    this.calls.push({ endpoint, status: res.status });
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  list(): Promise<AshbyAnswer> {
    return this.call('assessment.list');
  }

  /**
   * Starts the assessment as Ashby does: a 5xx, a network failure or a timeout is tried again (up
   * to `attempts` in all); `loseAnswers` of the first tries have their answers lost on the way back.
   */
  async start(
    body: StartBody,
    options: { attempts?: number; loseAnswers?: number } = {},
  ): Promise<AshbyAnswer> {
    const attempts = options.attempts ?? 3;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await this.call(
          'assessment.start',
          body,
          attempt <= (options.loseAnswers ?? 0),
        );
        if (answer.status < 500) return answer;
        lastError = new Error(`assessment.start answered ${answer.status}`);
      } catch (error) {
        lastError = error;
      }
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
    throw lastError;
  }

  cancel(assessmentId: string): Promise<AshbyAnswer> {
    return this.call('assessment.cancel', { assessment_id: assessmentId });
  }
}

/** Where the emulated functions call Ashby (functions/.env's ASHBY_API_BASE). */
const ASHBY_STANDIN_PORT = 9399;

export interface ReceivedUpdate {
  /** The API key the call carried as its Basic username (null: none, or not Basic). */
  apiKey: string | null;
  body: Record<string, unknown>;
}

/**
 * Ashby's side of assessment.update: accepts a call only with an API key it was given (HTTP Basic,
 * key as username, empty password) and records every call, refused ones too.
 */
export class AshbyUpdateReceiver {
  readonly received: ReceivedUpdate[] = [];
  private readonly keys = new Set<string>();
  private server: Server | undefined;

  accept(apiKey: string): void {
    this.keys.add(apiKey);
  }

  async start(port = ASHBY_STANDIN_PORT): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const auth = req.headers.authorization ?? '';
        const [user, password] = auth.startsWith('Basic ')
          ? Buffer.from(auth.slice(6), 'base64').toString().split(':')
          : [];
        const apiKey = user !== undefined && password === '' ? user : null;
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        } catch {
          // Recorded as an empty body: the test's expectations say what was wrong.
        }
        this.received.push({ apiKey, body });
        const ok = req.method === 'POST' && req.url === '/assessment.update';
        const known = apiKey !== null && this.keys.has(apiKey);
        res.writeHead(!ok ? 404 : known ? 200 : 401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(known && ok ? { success: true } : { success: false }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /**
   * The calls for one assessment, waiting until `count` of them came: up to 45 s, as mail and
   * webhook deliveries wait (with test files side by side, triggers queue behind one another).
   */
  async updatesFor(assessmentId: string, count: number, timeoutMs = 45_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = this.received.filter((u) => u.body.assessment_id === assessmentId);
      if (mine.length >= count || Date.now() > deadline) return mine;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
