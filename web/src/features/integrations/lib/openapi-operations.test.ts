import { describe, expect, it } from 'vitest';
import { referenceOperations } from './openapi-operations';

const doc = {
  openapi: '3.1.0',
  paths: {
    '/api/v1/things/{id}': {
      parameters: [{ name: 'shared', in: 'query' }],
      delete: { operationId: 'deleteThing', responses: { '200': { description: 'OK' } } },
      get: {
        operationId: 'getThing',
        summary: 'Get a thing',
        description: 'Needs the scope things:read.',
        security: [{ apiKey: ['things:read'] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { description: 'A thing id' } },
          { name: 'broken' },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          '404': { description: 'Not found' },
        },
      },
      post: { summary: 'No operation id: skipped' },
    },
  },
};

describe('referenceOperations', () => {
  it('lists each path’s operations in method order, with scopes, parameters and answers', () => {
    expect(referenceOperations(doc)).toEqual([
      {
        id: 'getThing',
        method: 'GET',
        path: '/api/v1/things/{id}',
        summary: 'Get a thing',
        description: 'Needs the scope things:read.',
        scopes: ['things:read'],
        parameters: [{ name: 'id', in: 'path', required: true, description: 'A thing id' }],
        requestSchema: undefined,
        responses: [
          { status: '200', description: 'OK', schema: { type: 'object' } },
          { status: '404', description: 'Not found', schema: undefined },
        ],
      },
      {
        id: 'deleteThing',
        method: 'DELETE',
        path: '/api/v1/things/{id}',
        summary: 'deleteThing',
        description: '',
        scopes: [],
        parameters: [],
        requestSchema: undefined,
        responses: [{ status: '200', description: 'OK', schema: undefined }],
      },
    ]);
  });

  it('reads nothing from what is not a document', () => {
    expect(referenceOperations(null)).toEqual([]);
    expect(referenceOperations({ paths: 'x' })).toEqual([]);
  });
});
