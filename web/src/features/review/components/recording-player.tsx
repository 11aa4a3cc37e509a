import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { RecordingMode } from '@shared/constants/domain';
import { APP_MESSAGES } from '@shared/messages/common';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { recordingStatus } from '../api/get-recording';

const SPEEDS = [1, 1.5, 2] as const;

/** What a transcript asks of the player. */
export interface RecordingPlayerHandle {
  /** Moves to `seconds` into the recording and plays from there. */
  playFrom: (seconds: number) => void;
}

interface Source {
  src: string | null;
  version: string | null;
}

/**
 * An answer's recording, streamed by the browser from `src` (range requests): <video> for a
 * camera recording, else <audio>; native controls (play, seek), speed 1× / 1.5× / 2×. Reports its
 * duration and position. A refused grant (401) asks for a new one and carries on where it was.
 */
export function RecordingPlayer({
  src,
  kind,
  version,
  label,
  grantFailed,
  renewGrant,
  onDuration,
  onTime,
  ref,
}: {
  /** The recording's URL with a grant; null while the grant is on its way. */
  src: string | null;
  kind: RecordingMode;
  /** Changes whenever the recording does; null: there is none. */
  version: string | null;
  label: string;
  grantFailed: boolean;
  renewGrant: () => void;
  onDuration: (seconds: number | null) => void;
  onTime?: (seconds: number) => void;
  ref?: Ref<RecordingPlayerHandle>;
}) {
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  // While an answer is still being recorded its version changes with every chunk, and a renewed
  // grant changes the URL. Loading either restarts the player, so it waits until the player is
  // paused or ended, then resumes from the same position.
  const [shown, setShown] = useState<Source>({ src, version });
  const resumeAt = useRef(0);
  const resumePlaying = useRef(false);
  const [renewing, setRenewing] = useState(false);
  // One new grant per refusal: refused again before the recording loaded, the grant is shown
  // as expired (the reviewer's access may have ended; a reload says so).
  const renewedOnce = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [speed, setSpeed] = useState<number>(1);

  const stale = src !== shown.src || version !== shown.version;
  const adopt = (play: boolean) => {
    if (!stale || src === null) return;
    resumeAt.current = media.current?.currentTime ?? 0;
    resumePlaying.current = play;
    setRenewing(false);
    setFailed(null);
    setShown({ src, version });
  };
  useEffect(() => {
    if (!stale) return;
    // After a refusal the new grant is taken at once; otherwise only a paused player changes.
    if (renewing) {
      if (src !== shown.src) adopt(resumePlaying.current);
    } else if (!media.current || media.current.paused) {
      adopt(false);
    }
  });

  // A new version at the same URL: the element reloads it (a changed src reloads by itself).
  const loaded = useRef(shown);
  useEffect(() => {
    const before = loaded.current;
    loaded.current = shown;
    if (before.src === shown.src && before.version !== shown.version) media.current?.load();
  }, [shown]);

  useEffect(() => {
    if (media.current) media.current.playbackRate = speed;
  }, [speed, shown.src]);

  useImperativeHandle(ref, () => ({
    playFrom(seconds) {
      const el = media.current;
      if (!el) return;
      el.currentTime = seconds;
      void el.play()?.catch(() => undefined);
    },
  }));

  const onError = async () => {
    const el = media.current;
    const at = el?.currentTime ?? 0;
    const wasPlaying = el ? !el.paused : false;
    const failedSrc = shown.src;
    if (!failedSrc) return;
    // Played on past its grant's expiry while a renewed one waited for a pause: take it now.
    if (src !== null && src !== failedSrc) {
      adopt(wasPlaying);
      return;
    }
    const refused = (await recordingStatus(failedSrc)) === 401;
    if (refused && !renewedOnce.current) {
      renewedOnce.current = true;
      resumeAt.current = at;
      resumePlaying.current = wasPlaying;
      setRenewing(true);
      renewGrant();
      return;
    }
    setFailed(refused ? REVIEW_MESSAGES.playbackGrantInvalid : REVIEW_MESSAGES.recordingFailed);
  };

  if (version === null) {
    return (
      <Text size="sm" c="dimmed">
        {REVIEW_MESSAGES.noRecording}
      </Text>
    );
  }
  if (failed || (grantFailed && (shown.src === null || renewing))) {
    return (
      <Text size="sm" c="red" role="alert">
        {failed ?? REVIEW_MESSAGES.recordingFailed}
      </Text>
    );
  }
  if (shown.src === null) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {APP_MESSAGES.loading}
      </Text>
    );
  }
  const Media = kind === 'video' ? 'video' : 'audio';
  return (
    <Stack gap="xs">
      {/* No caption track: the answer's transcript, shown with the player, is its text. */}
      <Media
        ref={media}
        controls
        preload="metadata"
        // A video shows a frame from just after its start until it plays (its poster).
        src={kind === 'video' ? `${shown.src}#t=0.1` : shown.src}
        aria-label={label}
        style={
          kind === 'video'
            ? { width: '100%', maxWidth: 640, aspectRatio: '16 / 9', background: '#000' }
            : { maxWidth: '100%' }
        }
        onLoadedMetadata={(e) => {
          const el = e.currentTarget;
          const d = el.duration;
          renewedOnce.current = false;
          onDuration(Number.isFinite(d) && d > 0 ? d : null);
          el.playbackRate = speed;
          if (resumeAt.current > 0) {
            el.currentTime = Number.isFinite(d) ? Math.min(resumeAt.current, d) : resumeAt.current;
            resumeAt.current = 0;
          }
          if (resumePlaying.current) {
            resumePlaying.current = false;
            void el.play()?.catch(() => undefined);
          }
        }}
        onPause={() => adopt(false)}
        onEnded={() => adopt(false)}
        onError={() => void onError()}
        onDurationChange={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) onDuration(d);
        }}
        onTimeUpdate={(e) => onTime?.(e.currentTarget.currentTime)}
      />
      <Group gap={4} role="group" aria-label={REVIEW_MESSAGES.playbackSpeed(label)}>
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
    </Stack>
  );
}
