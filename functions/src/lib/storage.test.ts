import { describe, expect, it } from 'vitest';
import {
  mediaChunkSeq,
  mediaHeadPath,
  mediaObjectPath,
  mediaPrefix,
  mediaTakePrefix,
} from './storage';

describe('media paths', () => {
  it('a chunk is recordings/{interview}/{question}/{take}/{seq padded to 5 digits}', () => {
    expect(mediaObjectPath('iv1', 'q2', 'takeA', 0)).toBe('recordings/iv1/q2/takeA/00000');
    expect(mediaObjectPath('iv1', 'q2', 'takeA', 1799)).toBe('recordings/iv1/q2/takeA/01799');
    expect(mediaObjectPath('iv1', 'q2', 'takeA', 99_999)).toBe('recordings/iv1/q2/takeA/99999');
  });

  it('a chunk without a take is stored under the take id _', () => {
    expect(mediaObjectPath('iv1', 'q2', undefined, 3)).toBe('recordings/iv1/q2/_/00003');
    expect(mediaTakePrefix('iv1', 'q2', undefined)).toBe('recordings/iv1/q2/_/');
  });

  it('padded seqs list in play order', () => {
    const names = [10, 2, 1, 100].map((seq) => mediaObjectPath('i', 'q', 't', seq));
    expect([...names].sort()).toEqual(
      [1, 2, 10, 100].map((s) => mediaObjectPath('i', 'q', 't', s)),
    );
  });

  it('a chunk object names its seq back, with or without a version; a head names none', () => {
    expect(mediaChunkSeq(mediaObjectPath('iv1', 'q2', 'takeA', 1799, 'v-3x'))).toBe(1799);
    expect(mediaChunkSeq(mediaObjectPath('iv1', 'q2', undefined, 0))).toBe(0);
    expect(mediaChunkSeq('00042.abc')).toBe(42);
    expect(mediaChunkSeq(mediaHeadPath('iv1', 'q2', 'takeA', 4))).toBeUndefined();
    expect(mediaChunkSeq('recordings/iv1/q2/takeA/42')).toBeUndefined();
    expect(mediaChunkSeq('recordings/iv1/q2/takeA/00042.')).toBeUndefined();
  });

  it("the seekable head sits beside the take's chunks, named by how many chunks it covers", () => {
    expect(mediaHeadPath('iv1', 'q2', 'takeA', 12)).toBe('recordings/iv1/q2/takeA/head-12');
    expect(
      mediaHeadPath('iv1', 'q2', 'takeA', 12).startsWith(mediaTakePrefix('iv1', 'q2', 'takeA')),
    ).toBe(true);
  });

  it("prefixes cover an interview's or one answer's objects, ending in a slash", () => {
    expect(mediaPrefix('iv1')).toBe('recordings/iv1/');
    expect(mediaPrefix('iv1', 'q2')).toBe('recordings/iv1/q2/');
    // iv1's prefix does not also match iv10's objects.
    expect(mediaObjectPath('iv10', 'q', 't', 0).startsWith(mediaPrefix('iv1'))).toBe(false);
  });

  it('refuses ids that would change the layout and seqs out of range', () => {
    expect(() => mediaObjectPath('a/b', 'q', 't', 0)).toThrow(/interview id/);
    expect(() => mediaObjectPath('iv', '..', 't', 0)).toThrow(/question id/);
    expect(() => mediaObjectPath('iv', 'q', '', 0)).toThrow(/take id/);
    expect(() => mediaPrefix('')).toThrow(/interview id/);
    expect(() => mediaObjectPath('iv', 'q', 't', -1)).toThrow(/seq/);
    expect(() => mediaObjectPath('iv', 'q', 't', 1.5)).toThrow(/seq/);
    expect(() => mediaObjectPath('iv', 'q', 't', 100_000)).toThrow(/seq/);
    expect(() => mediaHeadPath('iv', 'q', 't', 0)).toThrow(/chunk count/);
  });
});
