import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { useRecordingUrl } from '../api/get-recording';

const SPEEDS = [1, 1.5, 2] as const;

/** An answer's recording: native controls (play, seek), speed 1× / 1.5× / 2×; reports its duration. */
export function RecordingPlayer({
  interviewId,
  questionId,
  version,
  label,
  onDuration,
}: {
  interviewId: string;
  questionId: string;
  version: string | null;
  label: string;
  onDuration: (seconds: number | null) => void;
}) {
  // While an answer is still being recorded its version changes with every chunk. Loading the new
  // file restarts the player, so a newer version waits until the player is paused or ended, and
  // then resumes from the same position.
  const [shown, setShown] = useState(version);
  const resumeAt = useRef(0);
  const audio = useRef<HTMLAudioElement>(null);
  const { url, status } = useRecordingUrl(interviewId, questionId, shown);
  const [speed, setSpeed] = useState<number>(1);
  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed, url]);
  const adoptNewer = () => {
    if (version === shown) return;
    resumeAt.current = audio.current?.currentTime ?? 0;
    setShown(version);
  };
  useEffect(() => {
    if (version !== shown && (!audio.current || audio.current.paused)) adoptNewer();
  });

  if (shown === null) {
    return (
      <Text size="sm" c="dimmed">
        {REVIEW_MESSAGES.noRecording}
      </Text>
    );
  }
  if (status === 'error') {
    return (
      <Text size="sm" c="red" role="alert">
        {REVIEW_MESSAGES.recordingFailed}
      </Text>
    );
  }
  if (!url) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {REVIEW_MESSAGES.loading}
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="wrap" align="center">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the answer's transcript, shown beside the player, is its text */}
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={url}
        aria-label={label}
        style={{ maxWidth: '100%' }}
        onLoadedMetadata={(e) => {
          const el = e.currentTarget;
          const d = el.duration;
          onDuration(Number.isFinite(d) && d > 0 ? d : null);
          el.playbackRate = speed;
          if (resumeAt.current > 0) {
            el.currentTime = Number.isFinite(d) ? Math.min(resumeAt.current, d) : resumeAt.current;
            resumeAt.current = 0;
          }
        }}
        onPause={adoptNewer}
        onEnded={adoptNewer}
        onDurationChange={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) onDuration(d);
        }}
      />
      <Group gap={4} role="group" aria-label={`Playback speed, ${label}`}>
        {SPEEDS.map((s) => (
          <Button
            key={s}
            size="compact-sm"
            variant={speed === s ? 'filled' : 'default'}
            aria-pressed={speed === s}
            onClick={() => setSpeed(s)}
          >
            {s}×
          </Button>
        ))}
      </Group>
    </Group>
  );
}
