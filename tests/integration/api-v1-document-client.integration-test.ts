// A client that knows nothing but an API key and the published OpenAPI document: it reads
// GET /api/v1/openapi.json, resolves each operationId to its method, path template and server,
// sends the auth the document's security scheme names, checks each request body against the
// document's schema before sending it and each answer against the schema for its status. Through
// it, a Greenhouse-style journey: list question sets, schedule from one (retried with the same
// Idempotency-Key), see it scheduled, then completed, and read the team's decision and the
// answers with transcripts and playback URLs. The contract is not imported for any call.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { createApiKey } from '../support/api-keys';
import { consentTo } from '../support/candidate';
import { callEndpoint } from '../support/endpoint-client';
import { fetchOpenApiDocument, findOperation } from '../support/openapi-document';
import type { OpenApiDocument, OpenApiOperation, SchemaCheck } from '../support/openapi-document';
import { createTestOrg } from '../support/users';
import { audioChunks, storeRecording } from './review-media';

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The client: every call named by its operationId, shaped only by the document. */
class DocumentClient {
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly validatorFor: (schema: object) => SchemaCheck,
    private readonly apiKey: string,
  ) {}

  /** The document's server (relative to where the document came from), else the API's origin. */
  private get server() {
    const url = this.doc.servers?.[0]?.url;
    return url ? new URL(url, `${apiBase}/api/v1/openapi.json`).href.replace(/\/$/, '') : apiBase;
  }

  /** The header the operation's security scheme asks for, holding the key. */
  private authorization(operation: OpenApiOperation): Record<string, string> {
    const requirement = (operation.security ?? this.doc.security ?? [])[0];
    if (!requirement) return {};
    const name = Object.keys(requirement)[0]!;
    const scheme = this.doc.components?.securitySchemes?.[name];
    if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
      return { Authorization: `Bearer ${this.apiKey}` };
    if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
      return { Authorization: `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}` };
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name)
      return { [scheme.name]: this.apiKey };
    throw new Error(`the client cannot send the security scheme ${name}`);
  }

  async call(
    operationId: string,
    options: {
      params?: Record<string, string>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const { method, template, operation } = findOperation(this.doc, operationId);
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = options.params?.[name];
      if (value === undefined) throw new Error(`${operationId}: no value for {${name}}`);
      return encodeURIComponent(value);
    });
    if (options.body !== undefined) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${operationId}: the document takes no JSON body`);
      const errors = this.validatorFor(schema)(options.body);
      if (errors.length) throw new Error(`${operationId}: the body breaks the document: ${errors}`);
    }
    const res = await fetch(`${this.server}${path}`, {
      method,
      headers: {
        ...this.authorization(operation),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const text = await res.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    const schema = operation.responses[String(res.status)]?.content?.[type]?.schema;
    if (!schema)
      throw new Error(`${operationId}: the document has no ${res.status} ${type}: ${text}`);
    expect(this.validatorFor(schema)(body), `${operationId} ${res.status}`).toEqual([]);
    return { status: res.status, headers: res.headers, body };
  }
}

let doc: OpenApiDocument;
let validatorFor: (schema: object) => SchemaCheck;

beforeAll(async () => {
  const fetched = await fetchOpenApiDocument();
  expect(fetched.response.status).toBe(200);
  ({ doc, validatorFor } = fetched);
});

type Data<T> = { data: T };
interface Interview {
  id: string;
  status: string;
  questionSetId: string | null;
}

describe('API v1 through nothing but the OpenAPI document and a key', () => {
  it('question sets → schedule (retried) → scheduled → completed → decision, transcripts, playback', async () => {
    const { staff: owner } = await createTestOrg('Document Client Co');
    // Setup, not the client: the owner makes the key the ATS is given.
    const key = await createApiKey(
      owner,
      ['interviews:read', 'interviews:write', 'results:read'],
      'Document client',
    );
    const client = new DocumentClient(doc, validatorFor, key.secret);

    const sets = await client.call('listV1QuestionSets');
    expect(sets.status).toBe(200);
    const set = (sets.body as Data<{ id: string; archived: boolean }[]>).data.find(
      (s) => s.id === 'library-behavioral-junior',
    )!;
    expect(set).toMatchObject({ archived: false });

    const now = new Date().toISOString();
    const schedule = {
      candidateName: 'Dora Document',
      candidateEmail: `dora-${Date.now()}@example-corp.test`,
      type: 'behavioral',
      level: 'junior',
      scheduledTime: now.slice(0, 16),
      date: now,
      questionSetId: set.id,
    };
    const idempotency = { 'Idempotency-Key': `document-client-${Date.now()}` };
    const created = await client.call('createV1Interview', {
      body: schedule,
      headers: idempotency,
    });
    expect(created.status).toBe(201);
    const interview = (created.body as Data<Interview>).data;
    expect(interview).toMatchObject({ status: 'scheduled', questionSetId: set.id });
    // The same create sent again (its answer lost, say): the same interview, nothing new.
    const retried = await client.call('createV1Interview', {
      body: schedule,
      headers: idempotency,
    });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect((retried.body as Data<Interview>).data).toEqual(interview);

    const scheduled = await client.call('getV1Interview', { params: { id: interview.id } });
    expect(scheduled.status).toBe(200);
    expect((scheduled.body as Data<Interview>).data.status).toBe('scheduled');

    // The candidate answers (one answer recorded, one typed) and finishes: test support writes
    // the answers as the candidate's page would have saved them.
    const stored = (await docRef(collections.interviews, interview.id).get()).data()!;
    const [q1, q2] = stored.questions.map((q) => q.id);
    await consentTo(stored.sessionId);
    const savedAt = Timestamp.now();
    await Promise.all([
      docRef(collections.answers, interview.id, q1!).set({
        questionId: q1!,
        transcript: 'I mediated between two teams and we shipped on time.',
        savedAt,
        take: 1,
      }),
      docRef(collections.answers, interview.id, q2!).set({
        questionId: q2!,
        transcript: 'Typed: I asked for feedback every week.',
        savedAt,
        take: 1,
      }),
      storeRecording(interview.id, q1!, audioChunks, { mimeType: 'audio/webm;codecs=opus' }),
    ]);
    const complete = await fetch(`${apiBase}/api/public/interviews/${stored.sessionId}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionHistory: [] }),
    });
    expect(complete.status, await complete.clone().text()).toBe(200);

    const completed = await client.call('getV1Interview', { params: { id: interview.id } });
    expect((completed.body as Data<Interview>).data.status).toBe('completed');

    // A reviewer decides, through the staff API.
    const review = await callEndpoint(endpoints.saveReview, {
      as: owner,
      params: { id: interview.id },
      body: { ratings: { [q1!]: 4 }, comments: {}, decision: 'advance', note: null },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);

    const results = await client.call('getV1InterviewResults', { params: { id: interview.id } });
    expect(results.status).toBe(200);
    const data = (
      results.body as Data<{
        interview: Interview;
        answers: {
          questionId: string;
          transcript: string | null;
          recording: { url: string; mimeType: string } | null;
        }[];
        reviews: { decision: string | null; ratings: Record<string, number> }[];
      }>
    ).data;
    expect(data.interview.status).toBe('completed');
    expect(data.reviews).toEqual([
      expect.objectContaining({ decision: 'advance', ratings: { [q1!]: 4 } }),
    ]);
    const byQuestion = Object.fromEntries(data.answers.map((a) => [a.questionId, a]));
    expect(byQuestion[q1!]).toMatchObject({
      transcript: 'I mediated between two teams and we shipped on time.',
      recording: { url: expect.any(String), mimeType: 'audio/webm;codecs=opus' },
    });
    expect(byQuestion[q2!]).toMatchObject({
      transcript: 'Typed: I asked for feedback every week.',
      recording: null,
    });
    // The playback URL streams with no key and no session.
    const playback = await fetch(byQuestion[q1!]!.recording!.url, {
      headers: { Range: 'bytes=0-15' },
    });
    expect(playback.status).toBe(206);
    expect((await playback.arrayBuffer()).byteLength).toBe(16);
  });
});
