import { useId, useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import { UnreadableNotice } from '@/components/feedback/unreadable-notice';
import type { PlaybackGrant } from '../lib/use-playback-grant';
import type { RecordingInfo, ReviewFollowUp, SavedAnswer } from '../types';
import { countWords, formatDuration } from '../utils/answer-stats';
import { RecordingPlayer } from './recording-player';

/** A follow-up as the answer card shows it: the follow-up, its answer and its recording as read. */
export interface FollowUpRead {
  followUp: ReviewFollowUp;
  answer?: Readable<SavedAnswer>;
  recording?: Readable<RecordingInfo>;
}

function FollowUpAnswer({
  playback,
  question,
  n,
  read,
}: {
  playback: PlaybackGrant;
  /** The number of the question it follows up. */
  question: number;
  n: number;
  read: FollowUpRead;
}) {
  const titleId = useId();
  const [duration, setDuration] = useState<number | null>(null);
  const { followUp } = read;
  const unreadable = [read.answer, read.recording].filter(isUnreadable);
  const answer = isUnreadable(read.answer) ? undefined : read.answer;
  const recording = isUnreadable(read.recording) ? undefined : read.recording;
  const transcript = answer?.transcript.trim() ?? '';
  const answered = Boolean(transcript) || Boolean(recording);
  return (
    <Stack
      gap={6}
      component="section"
      aria-labelledby={titleId}
      pl="sm"
      style={{ borderLeft: '3px solid var(--mantine-color-blue-2)' }}
    >
      <Title order={4} size="h5" id={titleId}>
        {REVIEW_MESSAGES.followUpTitle(n)}
      </Title>
      <Text fw={600}>{followUp.prompt}</Text>
      <Text size="sm" c="dimmed">
        {REVIEW_MESSAGES.followUpReason(followUp.pointText)}
      </Text>
      {unreadable.map((item) => (
        <UnreadableNotice key={item === read.recording ? 'recording' : 'answer'} item={item} />
      ))}
      {!answered ? (
        unreadable.length === 0 && (
          <Text fs="italic" c="dimmed">
            {REVIEW_MESSAGES.followUpUnanswered}
          </Text>
        )
      ) : (
        <>
          <div>
            <Text size="sm" fw={600}>
              {REVIEW_MESSAGES.transcript}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap' }}
              data-testid={`transcript-${followUp.id}`}
            >
              {transcript}
            </Text>
          </div>
          <RecordingPlayer
            src={playback.urlFor(followUp.id)}
            kind={recording?.kind ?? 'audio'}
            version={recording ? (recording.updatedAt ?? 'present') : null}
            label={
              recording?.kind === 'video'
                ? REVIEW_MESSAGES.followUpVideoLabel(question, n)
                : REVIEW_MESSAGES.followUpAudioLabel(question, n)
            }
            grantFailed={playback.failed}
            renewGrant={playback.renew}
            onDuration={setDuration}
          />
          <Group gap="lg">
            <Text size="sm">
              {REVIEW_MESSAGES.duration} <strong>{formatDuration(duration)}</strong>
            </Text>
            <Text size="sm" c="dimmed">
              {REVIEW_MESSAGES.wordCount(countWords(transcript))}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}

/**
 * The follow-ups asked after question `question`, under it: each with why it was asked and what
 * the candidate said, and once the line that a follow-up only ever adds evidence.
 */
export function FollowUpAnswers({
  playback,
  question,
  followUps,
}: {
  playback: PlaybackGrant;
  question: number;
  followUps: readonly FollowUpRead[];
}) {
  if (followUps.length === 0) return null;
  return (
    <Stack gap="sm">
      {followUps.map((read, i) => (
        <FollowUpAnswer
          key={read.followUp.id}
          playback={playback}
          question={question}
          n={i + 1}
          read={read}
        />
      ))}
      <Text size="sm" c="dimmed" fs="italic">
        {REVIEW_MESSAGES.followUpFairness}
      </Text>
    </Stack>
  );
}
