import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { TranscriptSegments, activeSegment } from './transcript-segments';

const segments = [
  { text: 'I build web apps.', offsetMs: 400, durationMs: 1_600 },
  { text: 'Mostly with tests.', offsetMs: 2_500, durationMs: 1_500 },
  { text: 'For ten years.', offsetMs: 65_000, durationMs: 1_000 },
];

const phrases = () =>
  within(
    screen.getByRole('list', { name: 'Transcript (select a phrase to play from there)' }),
  ).getAllByRole('button');

describe('activeSegment', () => {
  it('is the phrase whose time holds the position, none between phrases or before any', () => {
    expect(activeSegment(segments, null)).toBe(-1);
    expect(activeSegment(segments, 0.1)).toBe(-1);
    expect(activeSegment(segments, 0.4)).toBe(0);
    expect(activeSegment(segments, 1.99)).toBe(0);
    expect(activeSegment(segments, 2.2)).toBe(-1);
    expect(activeSegment(segments, 3)).toBe(1);
    expect(activeSegment(segments, 65.5)).toBe(2);
    expect(activeSegment(segments, 70)).toBe(-1);
  });
});

describe('TranscriptSegments', () => {
  it('lists each phrase as a button named for where it plays from', () => {
    render(<TranscriptSegments id="s-q1" segments={segments} time={null} onSeek={() => {}} />);
    expect(phrases().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Play from 0:00: I build web apps.',
      'Play from 0:02: Mostly with tests.',
      'Play from 1:05: For ten years.',
    ]);
    expect(phrases()[2]).toHaveTextContent('1:05For ten years.');
  });

  it('a click plays from the phrase', async () => {
    const onSeek = vi.fn();
    render(<TranscriptSegments id="s-q1" segments={segments} time={null} onSeek={onSeek} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Play from 0:02: Mostly with tests.' }),
    );
    expect(onSeek).toHaveBeenCalledWith(2.5);
  });

  it('is keyboard operable: Tab reaches the phrases in order, Enter and Space play', async () => {
    const onSeek = vi.fn();
    render(<TranscriptSegments id="s-q1" segments={segments} time={null} onSeek={onSeek} />);
    await userEvent.tab();
    expect(phrases()[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSeek).toHaveBeenLastCalledWith(0.4);
    await userEvent.tab();
    expect(phrases()[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSeek).toHaveBeenLastCalledWith(2.5);
    expect(onSeek).toHaveBeenCalledTimes(2);
  });

  it('marks the phrase being played as the position moves (timeupdate)', () => {
    // A stand-in player: its position follows the media element's timeupdate events.
    function Harness() {
      const [time, setTime] = useState<number | null>(null);
      return (
        <>
          <audio aria-label="player" onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}>
            <track kind="captions" />
          </audio>
          <TranscriptSegments id="s-q1" segments={segments} time={time} onSeek={() => {}} />
        </>
      );
    }
    render(<Harness />);
    const audio = screen.getByLabelText('player') as HTMLAudioElement;
    const current = () => phrases().map((b) => b.getAttribute('aria-current'));
    expect(current()).toEqual([null, null, null]);
    audio.currentTime = 0.5;
    fireEvent.timeUpdate(audio);
    expect(current()).toEqual(['true', null, null]);
    audio.currentTime = 3;
    fireEvent.timeUpdate(audio);
    expect(current()).toEqual([null, 'true', null]);
    audio.currentTime = 10;
    fireEvent.timeUpdate(audio);
    expect(current()).toEqual([null, null, null]);
  });
});
