import { describe, expect, it } from 'vitest';
import { segmentOf, segmentsInTranscript } from './transcript-segments';

describe('segmentOf', () => {
  it('turns the SDK ticks (100 ns) into ms from the start of the take, adding where the recogniser began', () => {
    // Recognition started 850 ms into the recording; the phrase is 1.5 s into its audio, 2 s long.
    expect(segmentOf(' Hello there. ', 15_000_000, 20_000_000, 850)).toEqual({
      text: 'Hello there.',
      offsetMs: 2_350,
      durationMs: 2_000,
    });
  });

  it('a recogniser started after a pause counts from the recorded time at its start', () => {
    // 12.4 s recorded before the pause; the new recogniser hears its first phrase 0.3 s in.
    expect(segmentOf('Go on.', 3_000_000, 7_654_321, 12_400)).toEqual({
      text: 'Go on.',
      offsetMs: 12_700,
      durationMs: 765,
    });
  });

  it("keeps the speech service's confidence in the phrase when it gave one", () => {
    expect(segmentOf('Go on.', 0, 10_000, 0, 0.62)).toEqual({
      text: 'Go on.',
      offsetMs: 0,
      durationMs: 1,
      confidence: 0.62,
    });
    expect(segmentOf('Go on.', 0, 10_000, 0, undefined)).not.toHaveProperty('confidence');
  });

  it('rounds to whole ms and never goes below zero', () => {
    expect(segmentOf('a', 4_999, 5_000, 0)).toEqual({ text: 'a', offsetMs: 0, durationMs: 1 });
    expect(segmentOf('a', 0, -10, -3)).toEqual({ text: 'a', offsetMs: 0, durationMs: 0 });
  });
});

describe('segmentsInTranscript', () => {
  const hello = { text: 'Hello there.', offsetMs: 0, durationMs: 900 };
  const build = { text: 'I build things.', offsetMs: 1_000, durationMs: 1_200 };
  const hello2 = { text: 'Hello there.', offsetMs: 3_000, durationMs: 800 };

  it('keeps every phrase of a transcript that is the recognised text (and any typed after it)', () => {
    expect(segmentsInTranscript([hello, build], 'Hello there. I build things.')).toEqual([
      hello,
      build,
    ]);
    expect(
      segmentsInTranscript([hello, build], 'Hello there. I build things. And I typed this.'),
    ).toEqual([hello, build]);
  });

  it('drops phrases not in the transcript, and matches in order (a repeat needs a second copy)', () => {
    expect(segmentsInTranscript([hello, build], 'I build things.')).toEqual([build]);
    expect(segmentsInTranscript([hello, build, hello2], 'Hello there. I build things.')).toEqual([
      hello,
      build,
    ]);
    expect(segmentsInTranscript([build, hello], 'Hello there. I build things.')).toEqual([build]);
  });

  it('a typed answer has none', () => {
    expect(segmentsInTranscript([], 'Typed answer')).toEqual([]);
  });
});
