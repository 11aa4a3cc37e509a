import type { WriteBatch } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { commitRacingChange, isLostRace } from './contention';

const failed = (code: number) => Object.assign(new Error(`code ${code}`), { code });

/** Batches whose commits answer in turn with the given outcomes (an error, or success). */
function batches(...outcomes: (Error | 'ok')[]) {
  const commits = outcomes.map((o) => (o === 'ok' ? Promise.resolve([]) : Promise.reject(o)));
  commits.forEach((c) => c.catch(() => undefined));
  let i = 0;
  return vi.fn(() => ({ commit: () => commits[i++] }) as unknown as WriteBatch);
}

describe('isLostRace', () => {
  it('a failed precondition or a create that found its document lost a race; nothing else did', () => {
    expect(isLostRace(failed(9))).toBe(true);
    expect(isLostRace(failed(6))).toBe(true);
    expect(isLostRace(failed(10))).toBe(false);
    expect(isLostRace(new Error('boom'))).toBe(false);
  });
});

describe('commitRacingChange', () => {
  it('commits what build wrote and returns its result', async () => {
    const build = vi.fn().mockResolvedValue('done');
    expect(await commitRacingChange(batches('ok'), build)).toBe('done');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('after a lost race, build runs again on fresh reads and answers for the loser', async () => {
    const build = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('409 already decided'));
    await expect(commitRacingChange(batches(failed(9)), build)).rejects.toThrow(
      '409 already decided',
    );
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('a lost race that changed nothing is tried again, and gives up with a 429, not a 500', async () => {
    const build = vi.fn().mockResolvedValue('done');
    expect(await commitRacingChange(batches(failed(6), 'ok'), build)).toBe('done');

    const always = batches(failed(9), failed(9), failed(9));
    await expect(commitRacingChange(always, build, 3)).rejects.toMatchObject({ status: 429 });
    expect(always).toHaveBeenCalledTimes(3);
  });

  it('other errors pass straight through, without a second try', async () => {
    const build = vi.fn().mockResolvedValue(undefined);
    await expect(commitRacingChange(batches(new Error('boom')), build)).rejects.toThrow('boom');
    expect(build).toHaveBeenCalledTimes(1);
  });
});
