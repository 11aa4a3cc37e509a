import { describe, expect, it } from 'vitest';
import { confidenceOf } from './speech';

describe('confidenceOf', () => {
  it("reads the best alternative's confidence from a detailed result", () => {
    const json = JSON.stringify({
      RecognitionStatus: 'Success',
      Offset: 0,
      Duration: 5_000_000,
      NBest: [
        { Confidence: 0.87, Lexical: 'hello there', Display: 'Hello there.' },
        { Confidence: 0.4, Lexical: 'hello their', Display: 'Hello their.' },
      ],
    });
    expect(confidenceOf(json)).toBe(0.87);
  });

  it('is undefined for a simple result, a missing or out-of-range value, or no JSON', () => {
    expect(confidenceOf(JSON.stringify({ DisplayText: 'Hello there.' }))).toBeUndefined();
    expect(confidenceOf(JSON.stringify({ NBest: [] }))).toBeUndefined();
    expect(confidenceOf(JSON.stringify({ NBest: [{ Confidence: 1.5 }] }))).toBeUndefined();
    expect(confidenceOf(JSON.stringify({ NBest: [{ Confidence: '0.9' }] }))).toBeUndefined();
    expect(confidenceOf('null')).toBeUndefined();
    expect(confidenceOf('not json')).toBeUndefined();
    expect(confidenceOf(undefined)).toBeUndefined();
  });
});
