import { describe, expect, it } from 'vitest';
import { paramNamesOf } from './endpoint';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';

const all = Object.entries(endpoints as Record<string, Endpoint>);

describe('the endpoint contract', () => {
  it.each(all)('%s declares the kind of each of its path parameters, and no other', (_, e) => {
    expect(Object.keys(e.params ?? {}).sort()).toEqual(paramNamesOf(e.path).sort());
  });

  it('candidate links are session ids, never document ids; staff paths name documents', () => {
    for (const [name, e] of all) {
      for (const [param, { kind }] of Object.entries(e.params ?? {})) {
        const expected =
          param === 'sessionId'
            ? 'sessionId'
            : param === 'questionId'
              ? 'questionId'
              : 'documentId';
        expect(kind, `${name} :${param}`).toBe(expected);
      }
    }
  });
});
