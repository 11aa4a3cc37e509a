import { describe, expect, it } from 'vitest';
import { readPassages } from './answer-text';
import { carrierFeatures } from './carrier-features';
import { clauseStances } from './clause-stance';
import { readPoint } from './point-evidence';

/** The clause stance of the first token spelled `word` in the text's first passage. */
function stanceOf(text: string, word: string) {
  const [passage] = readPassages(text);
  const at = passage.tokens.findIndex((t) => t.normal === word);
  if (at < 0) throw new Error(`no "${word}" in: ${text}`);
  return clauseStances(passage)[at];
}

describe('clauseStances', () => {
  it('denies what a negated clause names, and only that clause', () => {
    const text = 'We never cached the results, and we added an index on the orders table.';
    expect(stanceOf(text, 'cached').denied).toBe(true);
    expect(stanceOf(text, 'index').denied).toBe(false);
  });

  it('takes back what was named before "but" and a denial', () => {
    const text = "I've heard of message queues, but I've never actually set one up.";
    expect(stanceOf(text, 'queues').denied).toBe(true);
    const kept = 'We tried a message queue, but it was slow at first.';
    expect(stanceOf(kept, 'queue').denied).toBe(false);
  });

  it('reads a topic named without a verb by the clause that follows', () => {
    const text = "Sharding, I haven't really worked with it, another group did.";
    expect(stanceOf(text, 'sharding').denied).toBe(true);
  });

  it('dismisses without a negator ("nice to have", "overkill", "look it up")', () => {
    expect(stanceOf('Dashboards are nice to have, but I trust my gut.', 'dashboards').denied).toBe(
      true,
    );
    expect(stanceOf('A write-ahead log is overkill for us.', 'log').denied).toBe(true);
    expect(stanceOf("Retries with backoff, I'd have to look it up.", 'retries').denied).toBe(true);
  });

  it('tells the candidate acting from someone else acting', () => {
    expect(stanceOf('My manager wrote the rollback script.', 'rollback')).toMatchObject({
      others: true,
      self: false,
    });
    expect(stanceOf('The platform team set up the alerts.', 'alerts').others).toBe(true);
    expect(stanceOf('I wrote the rollback script myself.', 'rollback')).toMatchObject({
      others: false,
      self: true,
    });
  });

  it('marks a guess as hedged', () => {
    expect(stanceOf('Compression I suppose would help here.', 'compression').hedged).toBe(true);
    expect(stanceOf('Compression cut the payload by half.', 'compression').hedged).toBe(false);
  });
});

describe('carrierFeatures', () => {
  const point = readPoint('Compresses responses to cut bandwidth');
  const features = (text: string) => {
    const [passage] = readPassages(text);
    return carrierFeatures(point, passage, clauseStances(passage));
  };

  it("gives the share of the point's words said in denied, others' and hedged clauses", () => {
    const [denied] = features("We didn't compress the responses to save bandwidth.");
    expect(denied).toBe(1);
    const [, others] = features('Our lead compressed the responses, which cut bandwidth a lot.');
    expect(others).toBeGreaterThan(0.5);
    const [plainDenied, plainOthers, self] = features(
      'I compressed the responses with gzip and the bandwidth bill fell by a third.',
    );
    expect([plainDenied, plainOthers]).toEqual([0, 0]);
    expect(self).toBeGreaterThan(0.5);
  });

  it('finds nothing about the point around a bare keyword, and something around substance', () => {
    const around = (text: string) => features(text)[4];
    expect(around('Compression, bandwidth.')).toBe(0);
    expect(
      around('I compressed the JSON payloads with gzip, so the mobile data used fell.'),
    ).toBeGreaterThan(around('We did compression, it was a good experience for the whole team.'));
  });
});
