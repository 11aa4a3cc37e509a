// The published OpenAPI document against the running API: it is a valid OpenAPI 3.1 document, it
// describes every v1 route, and what each route really answers (its data and its problems)
// validates against the schema the document gives for that status.
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../support/api-keys';
import { callV1, sendV1, withKey } from '../support/api-v1';
import { createTestInterview, schedulePayload } from '../support/interviews';
import { fetchOpenApiDocument, findOperation } from '../support/openapi-document';
import type { OpenApiDocument, SchemaCheck } from '../support/openapi-document';
import { createTestOrg } from '../support/users';

let doc: OpenApiDocument;
let validatorFor: (schema: object) => SchemaCheck;

beforeAll(async () => {
  const fetched = await fetchOpenApiDocument();
  expect(fetched.response.status).toBe(200);
  expect(fetched.response.headers.get('content-type')).toMatch(/^application\/json/);
  ({ doc, validatorFor } = fetched);
});

/** The schema the document gives for this operation's `status` answer in `type`. */
function schemaOf(operationId: string, status: number, type: string): object {
  const { operation } = findOperation(doc, operationId);
  const schema = operation.responses[String(status)]?.content?.[type]?.schema;
  if (!schema) throw new Error(`${operationId}: the document has no ${status} ${type}`);
  return schema;
}

describe('API v1: the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, served without a key', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result).toEqual({ valid: true });
  });

  it('describes what every v1 route really answers, its data and its problems', async () => {
    const { orgId, staff: owner } = await createTestOrg('OpenAPI Co');
    const [interview, toCancel, completed] = await Promise.all([
      createTestInterview({ orgId }),
      createTestInterview({ orgId }),
      createTestInterview({ orgId, status: 'completed' }),
    ]);
    const reader = await createApiKey(owner, ['interviews:read']);
    const writer = await createApiKey(owner, ['interviews:write']);
    const results = await createApiKey(owner, ['results:read']);
    const hooks = await createApiKey(owner, ['webhooks:manage']);
    const hook = { url: 'http://127.0.0.1:9/openapi', events: ['review.decided'] };
    const made = await sendV1('POST', '/webhooks', hooks.secret, { body: hook });
    const hookId = (made.body.data as { id: string }).id;
    const tested = await sendV1('POST', `/webhooks/${hookId}/test`, hooks.secret);
    const deliveryId = (tested.body.data as { id: string }).id;
    const body = schedulePayload();
    const idempotent = (key: string) => ({ body, headers: { 'Idempotency-Key': key } });

    // Every v1 operation, called for real: a success and its failures.
    type Call = () => Promise<{ status: number; type: string; body: unknown }>;
    const calls: Record<string, Call[]> = {
      listV1Interviews: [
        () => withKey('/interviews?limit=1', reader.secret),
        () => withKey('/interviews?limit=0', reader.secret),
        () => callV1('/interviews'),
        () => withKey('/interviews', writer.secret),
      ],
      getV1Interview: [
        () => withKey(`/interviews/${interview.id}`, reader.secret),
        () => withKey('/interviews/not-an-interview', reader.secret),
        () => callV1(`/interviews/${interview.id}`, 'Bearer hiq_nothing'),
        () => withKey(`/interviews/${interview.id}`, writer.secret),
      ],
      createV1Interview: [
        () => sendV1('POST', '/interviews', writer.secret, idempotent('openapi-1')),
        () => sendV1('POST', '/interviews', writer.secret, idempotent('openapi-1')),
        () => sendV1('POST', '/interviews', writer.secret, { body }),
        () => sendV1('POST', '/interviews', 'hiq_nothing', idempotent('openapi-2')),
        () => sendV1('POST', '/interviews', reader.secret, idempotent('openapi-3')),
        () =>
          sendV1('POST', '/interviews', writer.secret, {
            body: { ...body, level: 'junior' },
            headers: { 'Idempotency-Key': 'openapi-1' },
          }),
      ],
      cancelV1Interview: [
        () => sendV1('POST', `/interviews/${toCancel.id}/cancel`, writer.secret),
        () => sendV1('POST', '/interviews/not-an-interview/cancel', writer.secret),
        () => sendV1('POST', `/interviews/${toCancel.id}/cancel`, 'hiq_nothing'),
        () => sendV1('POST', `/interviews/${interview.id}/cancel`, reader.secret),
        () => sendV1('POST', `/interviews/${toCancel.id}/cancel`, writer.secret),
      ],
      getV1InterviewResults: [
        () => sendV1('GET', `/interviews/${completed.id}/results`, results.secret),
        () => sendV1('GET', '/interviews/not-an-interview/results', results.secret),
        () => sendV1('GET', `/interviews/${completed.id}/results`, reader.secret),
        () => sendV1('GET', `/interviews/${interview.id}/results`, results.secret),
      ],
      listV1QuestionSets: [
        () => sendV1('GET', '/question-sets', reader.secret),
        () => callV1('/question-sets'),
        () => sendV1('GET', '/question-sets', writer.secret),
      ],
      listV1Webhooks: [
        () => sendV1('GET', '/webhooks', hooks.secret),
        () => callV1('/webhooks'),
        () => sendV1('GET', '/webhooks', reader.secret),
      ],
      createV1Webhook: [
        () => sendV1('POST', '/webhooks', hooks.secret, { body: hook }),
        () => sendV1('POST', '/webhooks', hooks.secret, { body: { ...hook, events: [] } }),
        () => sendV1('POST', '/webhooks', reader.secret, { body: hook }),
      ],
      updateV1Webhook: [
        () => sendV1('PATCH', `/webhooks/${hookId}`, hooks.secret, { body: { enabled: true } }),
        () => sendV1('PATCH', `/webhooks/${hookId}`, hooks.secret, { body: {} }),
        () => sendV1('PATCH', '/webhooks/not-a-hook', hooks.secret, { body: { enabled: true } }),
      ],
      testV1Webhook: [
        () => sendV1('POST', `/webhooks/${hookId}/test`, hooks.secret),
        () => sendV1('POST', '/webhooks/not-a-hook/test', hooks.secret),
        () => sendV1('POST', `/webhooks/${hookId}/test`, writer.secret),
      ],
      listV1WebhookDeliveries: [
        () => sendV1('GET', `/webhooks/${hookId}/deliveries`, hooks.secret),
        () => sendV1('GET', '/webhooks/not-a-hook/deliveries', hooks.secret),
      ],
      resendV1WebhookDelivery: [
        () => sendV1('POST', `/webhooks/${hookId}/deliveries/not-a-delivery/resend`, hooks.secret),
        () => sendV1('POST', `/webhooks/${hookId}/deliveries/${deliveryId}/resend`, results.secret),
      ],
      deleteV1Webhook: [
        () => sendV1('DELETE', `/webhooks/${hookId}`, hooks.secret),
        () => sendV1('DELETE', `/webhooks/${hookId}`, hooks.secret),
        () => sendV1('DELETE', `/webhooks/${hookId}`, 'hiq_nothing'),
      ],
    };
    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((o) => o.operationId),
    );
    expect(Object.keys(calls).sort()).toEqual(operations.sort());

    const seen: string[] = [];
    const problems: string[] = [];
    for (const [operationId, list] of Object.entries(calls))
      for (const call of list) {
        const res = await call();
        const type = res.status < 300 ? 'application/json' : 'application/problem+json';
        expect(res.type.startsWith(type), `${operationId} ${res.status} ${res.type}`).toBe(true);
        seen.push(`${operationId} ${res.status}`);
        for (const error of validatorFor(schemaOf(operationId, res.status, type))(res.body))
          problems.push(`${operationId} ${res.status}: ${error} in ${JSON.stringify(res.body)}`);
      }
    expect(problems).toEqual([]);
    expect(seen).toEqual([
      'listV1Interviews 200',
      'listV1Interviews 400',
      'listV1Interviews 401',
      'listV1Interviews 403',
      'getV1Interview 200',
      'getV1Interview 404',
      'getV1Interview 401',
      'getV1Interview 403',
      'createV1Interview 201',
      'createV1Interview 200',
      'createV1Interview 400',
      'createV1Interview 401',
      'createV1Interview 403',
      'createV1Interview 409',
      'cancelV1Interview 200',
      'cancelV1Interview 404',
      'cancelV1Interview 401',
      'cancelV1Interview 403',
      'cancelV1Interview 409',
      'getV1InterviewResults 200',
      'getV1InterviewResults 404',
      'getV1InterviewResults 403',
      'getV1InterviewResults 409',
      'listV1QuestionSets 200',
      'listV1QuestionSets 401',
      'listV1QuestionSets 403',
      'listV1Webhooks 200',
      'listV1Webhooks 401',
      'listV1Webhooks 403',
      'createV1Webhook 201',
      'createV1Webhook 400',
      'createV1Webhook 403',
      'updateV1Webhook 200',
      'updateV1Webhook 400',
      'updateV1Webhook 404',
      'testV1Webhook 201',
      'testV1Webhook 404',
      'testV1Webhook 403',
      'listV1WebhookDeliveries 200',
      'listV1WebhookDeliveries 404',
      'resendV1WebhookDelivery 404',
      'resendV1WebhookDelivery 403',
      'deleteV1Webhook 200',
      'deleteV1Webhook 404',
      'deleteV1Webhook 401',
    ]);
  });
});
