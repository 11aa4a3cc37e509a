import { describe, expect, it } from 'vitest';
import { pathOf } from '@shared/contract/endpoint';
import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { apiUrl } from '@/lib/api-client';
import { sessionUrl } from './early-start';

describe('sessionUrl', () => {
  it('is the contract’s getQuestions URL for the session', () => {
    const sessionId = 'AbC-_0123456789abcdefgh'.slice(0, 22);
    expect(sessionUrl(sessionId)).toBe(
      apiUrl(pathOf(candidateEndpoints.getQuestions, { sessionId })),
    );
  });
});
