import { v1Endpoints } from '@shared/contract/endpoints/v1';
import { callApi } from '@/lib/api-client';

/** The public API's OpenAPI document (no key needed). */
export const getOpenApiDocument = () => callApi(v1Endpoints.getV1OpenApiDocument);
