// A stand-in of Greenhouse's side of the Assessment Partner API, as Greenhouse calls a partner:
// HTTP Basic auth with the org's key as the username, list_tests when a stage is set up,
// send_test when a user sends the test (tried again after a failure or a timeout), and
// test_status polled until the partner says `complete`, and response_error when it finds one of
// the partner's answers malformed. No test runner imported.
import { apiBase } from './api';

export interface GreenhouseAnswer {
  status: number;
  body: unknown;
}

export interface SendTestBody {
  partner_test_id: string;
  candidate: { first_name?: string; last_name?: string; email: string };
  url?: string;
}

export class GreenhouseStandIn {
  /** Every call made, in order (retries too), as Greenhouse's own log of them would show. */
  readonly calls: { endpoint: string; status: number | 'lost' }[] = [];

  constructor(
    private readonly apiKey: string,
    private readonly base = `${apiBase}/api/ats/greenhouse`,
  ) {}

  private get authorization() {
    return `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`;
  }

  /** One call; `loseAnswer`: the request is sent and handled but its answer never arrives. */
  async call(
    method: 'GET' | 'POST',
    endpoint: string,
    body?: unknown,
    loseAnswer = false,
  ): Promise<GreenhouseAnswer> {
    const res = await fetch(`${this.base}/${endpoint}`, {
      method,
      headers: {
        Authorization: this.authorization,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (loseAnswer) {
      this.calls.push({ endpoint: endpoint.split('?')[0]!, status: 'lost' });
      throw new Error(`${endpoint}: the answer was lost (timeout)`);
    }
    this.calls.push({ endpoint: endpoint.split('?')[0]!, status: res.status });
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  listTests(): Promise<GreenhouseAnswer> {
    return this.call('GET', 'list_tests');
  }

  /**
   * Sends the test as Greenhouse does: a 5xx, a network failure or a timeout is tried again (up to
   * `attempts` in all); `loseAnswers` of the first tries have their answers lost on the way back.
   */
  async sendTest(
    body: SendTestBody,
    options: { attempts?: number; loseAnswers?: number } = {},
  ): Promise<GreenhouseAnswer> {
    const attempts = options.attempts ?? 3;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await this.call(
          'POST',
          'send_test',
          body,
          attempt <= (options.loseAnswers ?? 0),
        );
        if (answer.status < 500) return answer;
        lastError = new Error(`send_test answered ${answer.status}`);
      } catch (error) {
        lastError = error;
      }
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
    throw lastError;
  }

  testStatus(partnerInterviewId: string): Promise<GreenhouseAnswer> {
    return this.call(
      'GET',
      `test_status?${new URLSearchParams({ partner_interview_id: partnerInterviewId })}`,
    );
  }

  /** Reports a malformed answer of the partner's, as Greenhouse does once per bad answer. */
  reportError(body: unknown): Promise<GreenhouseAnswer> {
    return this.call('POST', 'response_error', body);
  }

  /** Polls test_status (Greenhouse does so hourly) until `partner_status` is `until`. */
  async pollUntil(
    partnerInterviewId: string,
    until = 'complete',
    { everyMs = 300, timeoutMs = 20_000 } = {},
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    let last: GreenhouseAnswer | undefined;
    while (Date.now() < deadline) {
      last = await this.testStatus(partnerInterviewId);
      const body = last.body as Record<string, unknown> | null;
      if (last.status === 200 && body?.partner_status === until) return body;
      await new Promise((r) => setTimeout(r, everyMs));
    }
    throw new Error(`test_status never said ${until}: last ${JSON.stringify(last)}`);
  }
}
