import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { v1OpenApiDocument } from './openapi';

describe('the public API’s OpenAPI document', () => {
  const doc = v1OpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(await new Validator().validate(doc as never)).toEqual({ valid: true });
  });

  it('describes every keyed v1 route with the scope it needs, and not itself', () => {
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId: string; security: unknown }>).map(
        ([method, op]) => [method, path, op.operationId, op.security],
      ),
    );
    expect(operations).toEqual([
      ['get', '/api/v1/interviews', 'listV1Interviews', [{ apiKey: ['interviews:read'] }]],
      ['post', '/api/v1/interviews', 'createV1Interview', [{ apiKey: ['interviews:write'] }]],
      ['get', '/api/v1/interviews/{id}', 'getV1Interview', [{ apiKey: ['interviews:read'] }]],
      [
        'post',
        '/api/v1/interviews/{id}/cancel',
        'cancelV1Interview',
        [{ apiKey: ['interviews:write'] }],
      ],
      [
        'get',
        '/api/v1/interviews/{id}/results',
        'getV1InterviewResults',
        [{ apiKey: ['results:read'] }],
      ],
      ['get', '/api/v1/question-sets', 'listV1QuestionSets', [{ apiKey: ['interviews:read'] }]],
      ['get', '/api/v1/webhooks', 'listV1Webhooks', [{ apiKey: ['webhooks:manage'] }]],
      ['post', '/api/v1/webhooks', 'createV1Webhook', [{ apiKey: ['webhooks:manage'] }]],
      ['patch', '/api/v1/webhooks/{id}', 'updateV1Webhook', [{ apiKey: ['webhooks:manage'] }]],
      ['delete', '/api/v1/webhooks/{id}', 'deleteV1Webhook', [{ apiKey: ['webhooks:manage'] }]],
      ['post', '/api/v1/webhooks/{id}/test', 'testV1Webhook', [{ apiKey: ['webhooks:manage'] }]],
      [
        'get',
        '/api/v1/webhooks/{id}/deliveries',
        'listV1WebhookDeliveries',
        [{ apiKey: ['webhooks:manage'] }],
      ],
      [
        'post',
        '/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend',
        'resendV1WebhookDelivery',
        [{ apiKey: ['webhooks:manage'] }],
      ],
    ]);
  });

  it('titles every operation in a few words', () => {
    const summaries = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { summary?: string }>).map((op) => op.summary),
    );
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) expect(summary).toMatch(/^\S.{4,60}$/);
  });

  it('makes the create need an Idempotency-Key of 1 to 255 printable characters: 201, then 200, or 409', () => {
    const create = doc.paths?.['/api/v1/interviews']?.post;
    expect(create?.parameters).toEqual([
      expect.objectContaining({
        in: 'header',
        name: 'Idempotency-Key',
        required: true,
        schema: expect.objectContaining({ pattern: '^[ -~]{1,255}$' }),
      }),
    ]);
    expect(Object.keys(create?.responses ?? {}).sort()).toEqual(
      ['200', '201', '400', '401', '403', '404', '409', '429'].sort(),
    );
    expect(Object.keys(create?.requestBody ?? {})).toContain('content');
    expect(Object.keys(create?.responses?.['200']?.headers ?? {})).toEqual(['Idempotent-Replayed']);
  });

  it('declares 409 where a route can refuse for the interview’s state, and only there', () => {
    const has409 = (path: string, method: 'get' | 'post') =>
      '409' in (doc.paths?.[path]?.[method]?.responses ?? {});
    expect(has409('/api/v1/interviews/{id}/cancel', 'post')).toBe(true);
    expect(has409('/api/v1/interviews/{id}/results', 'get')).toBe(true);
    expect(has409('/api/v1/interviews/{id}', 'get')).toBe(false);
    expect(has409('/api/v1/question-sets', 'get')).toBe(false);
  });

  it('gives the list its optional paging and filter parameters, 25 by default', () => {
    const list = doc.paths?.['/api/v1/interviews']?.get;
    expect(list?.parameters).toEqual([
      expect.objectContaining({
        in: 'query',
        name: 'limit',
        schema: expect.objectContaining({ default: '25' }),
      }),
      expect.objectContaining({ in: 'query', name: 'cursor' }),
      expect.objectContaining({ in: 'query', name: 'status' }),
    ]);
    expect(list?.parameters?.some((p) => 'required' in p && p.required)).toBe(false);
  });

  it('answers every failure as problem details', () => {
    const get = doc.paths?.['/api/v1/interviews/{id}']?.get;
    for (const status of ['400', '401', '403', '404', '429'])
      expect(Object.keys(get?.responses?.[status]?.content ?? {})).toEqual([
        'application/problem+json',
      ]);
    expect(doc.components?.schemas?.Problem).toMatchObject({
      required: ['type', 'title', 'status', 'detail'],
    });
  });
});
