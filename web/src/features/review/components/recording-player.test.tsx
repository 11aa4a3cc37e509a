import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { RecordingPlayer } from './recording-player';

// The file itself is fetched with the bearer token; here each version is its own URL.
vi.mock('../api/get-recording', () => ({
  useRecordingUrl: (_id: string, _q: string, version: string | null) => ({
    url: version ? `blob:recording-${version}` : null,
    status: version ? 'ready' : 'idle',
  }),
}));

const player = (version: string | null) => (
  <RecordingPlayer
    interviewId="i1"
    questionId="q1"
    version={version}
    label="Recording of answer 1"
    onDuration={() => {}}
  />
);

describe('RecordingPlayer', () => {
  it('a newer version of a growing recording waits while it plays, then loads at the same position', () => {
    const { rerender } = render(player('v1'));
    const audio = screen.getByLabelText('Recording of answer 1') as HTMLAudioElement;
    expect(audio).toHaveAttribute('src', 'blob:recording-v1');

    Object.defineProperty(audio, 'paused', { configurable: true, value: false });
    audio.currentTime = 2;
    rerender(player('v2'));
    expect(audio).toHaveAttribute('src', 'blob:recording-v1');

    Object.defineProperty(audio, 'paused', { configurable: true, value: true });
    fireEvent.pause(audio);
    expect(audio).toHaveAttribute('src', 'blob:recording-v2');
    Object.defineProperty(audio, 'duration', { configurable: true, value: 5 });
    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(2);
  });

  it('a paused player takes a newer version at once', () => {
    const { rerender } = render(player('v1'));
    rerender(player('v2'));
    expect(screen.getByLabelText('Recording of answer 1')).toHaveAttribute(
      'src',
      'blob:recording-v2',
    );
  });

  it('says so when there is no recording', () => {
    render(player(null));
    expect(screen.queryByLabelText('Recording of answer 1')).toBeNull();
  });
});
