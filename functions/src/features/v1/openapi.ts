// The public API's OpenAPI 3.1 document, generated from the contract's v1 endpoints (the same
// schemas that validate requests and responses), so the published description cannot drift from
// what the routes accept and answer.
import { createDocument } from 'zod-openapi';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import type { Endpoint } from '../../shared/contract/endpoint';
import { v1Endpoints } from '../../shared/contract/endpoints/v1';
import { ID_KINDS } from '../../shared/schemas/ids';
import { z } from '../../shared/schemas/zod';

/** RFC 9457 problem details: the one shape of every v1 failure. */
const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details' });

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemSchema } },
});

/** '/v1/interviews/:id' as OpenAPI writes it under /api: '/api/v1/interviews/{id}'. */
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

function operation(
  name: string,
  endpoint: Endpoint & { scope: string; summary: string },
): ZodOpenApiOperationObject {
  const params = Object.entries(endpoint.params ?? {});
  const json = { 'application/json': { schema: endpoint.response } };
  return {
    operationId: name,
    summary: endpoint.summary,
    description: `Needs an API key with the scope \`${endpoint.scope}\`.`,
    // OpenAPI 3.1 lets a bearer scheme name the roles (here: the key's scope) an operation needs.
    security: [{ apiKey: [endpoint.scope] }],
    requestParams: {
      ...(params.length
        ? {
            path: z.object(
              Object.fromEntries(
                params.map(([param, { kind }]) => [
                  param,
                  ID_KINDS[kind].schema.meta({ description: ID_KINDS[kind].description }),
                ]),
              ),
            ),
          }
        : {}),
      ...(endpoint.query instanceof z.ZodObject ? { query: endpoint.query } : {}),
      ...(endpoint.headers ? { header: endpoint.headers } : {}),
    },
    ...(endpoint.request
      ? { requestBody: { content: { 'application/json': { schema: endpoint.request } } } }
      : {}),
    responses: {
      ...(endpoint.creates
        ? {
            201: { description: 'Created', content: json },
            200: {
              description:
                'A retry with the same Idempotency-Key and body: what the first call created ' +
                '(nothing new is made; the header Idempotent-Replayed is true).',
              headers: z.object({ 'Idempotent-Replayed': z.literal('true') }),
              content: json,
            },
          }
        : { 200: { description: 'OK', content: json } }),
      400: problem('The request is malformed: a parameter or the body does not match.'),
      401: problem('No API key, or one that is unknown or revoked.'),
      403: problem('The key lacks the scope this route needs.'),
      404: problem('Nothing with this id in the key’s organization.'),
      ...(endpoint.conflict ? { 409: problem(endpoint.conflict) } : {}),
      429: {
        ...problem('Over the key’s rate limit; try again after Retry-After seconds.'),
        headers: z.object({ 'Retry-After': z.string() }),
      },
    },
  };
}

/** The document served at /api/v1/openapi.json: every v1 route an API key calls. */
export function v1OpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, endpoint] of Object.entries(v1Endpoints) as [string, Endpoint][]) {
    if (!endpoint.scope) continue;
    if (!endpoint.summary) throw new Error(`${name}: a v1 route needs a summary`);
    const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
    paths[openApiPath(endpoint.path)] = {
      ...paths[openApiPath(endpoint.path)],
      [method]: operation(name, { ...endpoint, scope: endpoint.scope, summary: endpoint.summary }),
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'HiQ API',
      version: '1',
      description:
        'The public API of HiQ, called with an API key from the Integrations screen: ' +
        '`Authorization: Bearer hiq_…`. Every failure is RFC 9457 problem details.',
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An org API key (hiq_…)' },
      },
    },
    paths,
  });
}
