import { describe, expect, it, vi } from 'vitest';
import { resolveContention } from './contention';

const aborted = () => Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

describe('resolveContention', () => {
  it('after an abort, the recheck answers for the caller (someone else made the change)', async () => {
    const run = vi.fn().mockRejectedValue(aborted());
    const recheck = vi.fn().mockRejectedValue(new Error('409 already decided'));
    await expect(resolveContention(run, recheck)).rejects.toThrow('409 already decided');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('still undecided after an abort: tries again, up to the attempt limit', async () => {
    const run = vi.fn().mockRejectedValueOnce(aborted()).mockResolvedValueOnce('done');
    const recheck = vi.fn().mockResolvedValue(undefined);
    expect(await resolveContention(run, recheck)).toBe('done');
    expect(run).toHaveBeenCalledTimes(2);

    const always = vi.fn().mockRejectedValue(aborted());
    await expect(resolveContention(always, recheck, 3)).rejects.toMatchObject({ code: 10 });
    expect(always).toHaveBeenCalledTimes(3);
  });

  it('other errors pass straight through', async () => {
    const run = vi.fn().mockRejectedValue(new Error('boom'));
    const recheck = vi.fn();
    await expect(resolveContention(run, recheck)).rejects.toThrow('boom');
    expect(recheck).not.toHaveBeenCalled();
  });
});
