// The published OpenAPI document as a client reads it: fetched from the running API, with an ajv
// validator for any schema in it (its `#/components/...` references resolved against the
// document's own components). Imports nothing from the contract: only what the document says.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { apiBase } from './api';

export interface OpenApiOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    schemas?: Record<string, object>;
    securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
}

/** The operation named `operationId`, with its method (upper case) and path template. */
export function findOperation(
  doc: OpenApiDocument,
  operationId: string,
): { method: string; template: string; operation: OpenApiOperation } {
  for (const [template, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item))
      if (operation.operationId === operationId)
        return { method: method.toUpperCase(), template, operation };
  throw new Error(`the document has no operation ${operationId}`);
}

/** A schema's validator: the errors of a value, none when it is valid. */
export type SchemaCheck = (value: unknown) => string[];

/** GET /api/v1/openapi.json, and a validator for the schemas it holds. */
export async function fetchOpenApiDocument(): Promise<{
  doc: OpenApiDocument;
  response: Response;
  validatorFor: (schema: object) => SchemaCheck;
}> {
  const response = await fetch(`${apiBase}/api/v1/openapi.json`);
  const doc = (await response.clone().json()) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The document's components, so its schemas' `#/components/...` references resolve.
  ajv.addSchema({ $id: 'hiq-openapi', components: doc.components ?? {} });
  const validatorFor = (schema: object): SchemaCheck => {
    const check = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"hiq-openapi#/components/')),
    );
    return (value) => (check(value) ? [] : (check.errors ?? []).map((e) => ajv.errorsText([e])));
  };
  return { doc, response, validatorFor };
}
