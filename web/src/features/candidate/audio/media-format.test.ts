import { describe, expect, it } from 'vitest';
import { chooseMediaFormat } from './media-format';

const supports =
  (...types: string[]) =>
  (t: string) =>
    types.includes(t);
const chrome = supports(
  'video/webm;codecs="vp9,opus"',
  'video/webm;codecs="vp8,opus"',
  'video/webm',
  'audio/webm;codecs=opus',
);
const safari = supports('video/mp4;codecs="avc1,mp4a"', 'video/mp4', 'audio/mp4');

describe('chooseMediaFormat', () => {
  it('records video as WebM VP9 + Opus where supported, else VP8, else plain WebM', () => {
    expect(chooseMediaFormat('video', true, chrome)).toEqual({
      kind: 'video',
      mimeType: 'video/webm;codecs="vp9,opus"',
    });
    expect(
      chooseMediaFormat('video', true, supports('video/webm;codecs="vp8,opus"', 'video/webm')),
    ).toEqual({ kind: 'video', mimeType: 'video/webm;codecs="vp8,opus"' });
    expect(chooseMediaFormat('video', true, supports('video/webm', 'video/mp4'))).toEqual({
      kind: 'video',
      mimeType: 'video/webm',
    });
  });

  it('falls back to MP4 (H.264 + AAC) where WebM cannot be recorded', () => {
    expect(chooseMediaFormat('video', true, safari)).toEqual({
      kind: 'video',
      mimeType: 'video/mp4;codecs="avc1,mp4a"',
    });
    expect(chooseMediaFormat('video', true, supports('video/mp4', 'audio/mp4'))).toEqual({
      kind: 'video',
      mimeType: 'video/mp4',
    });
  });

  it('records audio only when the interview says so, whatever the browser can do', () => {
    expect(chooseMediaFormat('audio', true, chrome)).toEqual({
      kind: 'audio',
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(chooseMediaFormat('audio', true, safari)).toEqual({
      kind: 'audio',
      mimeType: 'audio/mp4',
    });
  });

  it('records audio only without a camera track or when no video type is supported', () => {
    expect(chooseMediaFormat('video', false, chrome)?.kind).toBe('audio');
    expect(chooseMediaFormat('video', true, supports('audio/webm;codecs=opus'))).toEqual({
      kind: 'audio',
      mimeType: 'audio/webm;codecs=opus',
    });
  });

  it('records nothing when the browser supports none of the types', () => {
    expect(chooseMediaFormat('video', true, supports('audio/ogg;codecs=opus'))).toBeNull();
    expect(chooseMediaFormat('audio', true, supports())).toBeNull();
  });
});
