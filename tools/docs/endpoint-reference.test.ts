import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE, endpointReference } from './endpoint-reference';

describe('docs/endpoints.md', () => {
  it('is what the contract generates', async () => {
    const generated = await endpointReference();
    expect(
      readFileSync(REFERENCE_FILE, 'utf8') === generated,
      `${REFERENCE_FILE} differs from the contract: run npm run docs:endpoints`,
    ).toBe(true);
  });

  it('lists each endpoint with its path parameters’ kinds and what it takes', async () => {
    // Prettier pads table cells; single spaces are easier to read here.
    const text = (await endpointReference()).replace(/ +/g, ' ');
    expect(text).toContain(
      '| cancelInterview | POST | `/api/interviews/{id}/cancel` | `id`: documentId (else 404 "Interview not found") |',
    );
    expect(text).toMatch(
      /\| openQuestion \| POST \| `\/api\/public\/interviews\/\{sessionId\}\/questions\/\{questionId\}\/open` \| `sessionId`: sessionId \(else 404 "Interview not found"\)<br>`questionId`: questionId \(else 400 "This question is not part of the interview"\) \|/,
    );
    expect(text).toMatch(
      /\| saveAnswer \| POST \| [^|]+ \| [^|]+ \| JSON `answerSchema` \| JSON \|/,
    );
    expect(text).toMatch(
      /\| uploadMediaChunk \| POST \| [^|]+ \| [^|]+ \| bytes, query `mediaQuerySchema` \|/,
    );
    expect(text).toMatch(/\| getRecording \| GET \| [^|]+ \| [^|]+ \| — \| bytes \|/);
  });
});
