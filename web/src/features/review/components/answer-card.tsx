import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { REVIEW_TEXT_MAX } from '@shared/constants/limits';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import type { Quote } from '@shared/schemas/insights';
import { formatInterviewDate } from '@/lib/format-date';
import { APP_MESSAGES } from '@shared/messages/common';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import { UnreadableNotice } from '@/components/feedback/unreadable-notice';
import type { PlaybackGrant } from '../lib/use-playback-grant';
import type {
  AnswerInsight,
  InsightsLive,
  RecordingInfo,
  ReviewQuestion,
  ReviewerReview,
  SavedAnswer,
} from '../types';
import { countWords, formatDuration, wordsPerMinute } from '../utils/answer-stats';
import { AiAssistPanel, MarkedTranscript, currentInsight } from './ai-assist-panel';
import { FollowUpAnswers } from './follow-up-answers';
import type { FollowUpRead } from './follow-up-answers';
import { RecordingPlayer } from './recording-player';
import type { RecordingPlayerHandle } from './recording-player';
import { TranscriptSegments } from './transcript-segments';

/**
 * One question: what was asked, what was said (transcript, recording, pace), the follow-ups it
 * led to, and its ratings.
 */
export function AnswerCard({
  playback,
  index,
  question,
  answer: answerRead,
  recording: recordingRead,
  rating,
  comment,
  onRating,
  onComment,
  errors = {},
  others,
  reviewable = true,
  aiAssist,
  followUps = [],
}: {
  playback: PlaybackGrant;
  index: number;
  question: ReviewQuestion;
  /** As read: an unreadable one is shown as such, and the question as not answered by it. */
  answer?: Readable<SavedAnswer>;
  recording?: Readable<RecordingInfo>;
  rating?: number;
  comment: string;
  onRating: (value: number) => void;
  onComment: (value: string) => void;
  /** Why the rating or the comment would be refused, shown on its field. */
  errors?: { rating?: ReactNode; comment?: ReactNode };
  others: ReviewerReview[];
  /** False for a cancelled interview: no rating or comment inputs. */
  reviewable?: boolean;
  /** The interview's AI-assist setting and this answer's suggestions (absent: no region). */
  aiAssist?: { enabled: boolean; status: InsightsLive['status']; insight?: AnswerInsight };
  /** The follow-ups asked after this question, in the order asked. */
  followUps?: readonly FollowUpRead[];
}) {
  const unreadable = [answerRead, recordingRead].filter(isUnreadable);
  const answer = isUnreadable(answerRead) ? undefined : answerRead;
  const recording = isUnreadable(recordingRead) ? undefined : recordingRead;
  const [duration, setDuration] = useState<number | null>(null);
  const [time, setTime] = useState<number | null>(null);
  const player = useRef<RecordingPlayerHandle>(null);
  const [highlight, setHighlight] = useState<Quote | null>(null);
  const card = useRef<HTMLDivElement>(null);
  // The marked passage may be far above the suggestions (a long transcript): bring it into view.
  useEffect(() => {
    if (highlight) card.current?.querySelector('mark')?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight]);
  const saved = answer?.transcript ?? '';
  const transcript = saved.trim();
  const answered = Boolean(transcript) || Boolean(recording);
  const wpm = wordsPerMinute(transcript, duration);
  const n = index + 1;
  // Timed phrases stand in for the plain transcript when there is a recording to play them in.
  const segments = recording ? (answer?.segments ?? []) : [];
  const othersHere = others.filter((r) => r.ratings[question.id] || r.comments[question.id]);
  const insight = aiAssist ? currentInsight(aiAssist.insight, saved, answer?.take) : null;
  // A passage shows in the transcript, and plays from where it was said when there is a recording.
  const showQuote = (quote: Quote) => {
    setHighlight(quote);
    if (quote.offsetMs !== undefined && recording) player.current?.playFrom(quote.offsetMs / 1000);
  };

  return (
    <Paper
      ref={card}
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={`q-${question.id}`}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={`q-${question.id}`}>
          {n}. {question.text}
        </Title>
        {question.hint && (
          <Text size="sm" c="dimmed">
            {REVIEW_MESSAGES.hint} {question.hint}
          </Text>
        )}
        {question.rubric.length > 0 && (
          <div>
            <Text size="sm" fw={600} id={`rubric-${question.id}`}>
              {REVIEW_MESSAGES.rubricTitle}
            </Text>
            <List size="sm" aria-labelledby={`rubric-${question.id}`}>
              {question.rubric.map((point, i) => (
                <List.Item key={i}>{point}</List.Item>
              ))}
            </List>
          </div>
        )}
        {unreadable.map((item) => (
          <UnreadableNotice key={item === recordingRead ? 'recording' : 'answer'} item={item} />
        ))}
        {!answered ? (
          // An answer that could not be read is not "no answer": its notice above says so.
          unreadable.length === 0 && (
            <Text fs="italic" c="dimmed">
              {REVIEW_MESSAGES.noAnswer}
            </Text>
          )
        ) : (
          <>
            {answer?.take !== undefined && answer.take > 1 && (
              <Badge variant="light" w="fit-content">
                {REVIEW_MESSAGES.retaken(answer.take)}
              </Badge>
            )}
            {segments.length === 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {REVIEW_MESSAGES.transcript}
                </Text>
                <MarkedTranscript
                  transcript={saved}
                  highlight={highlight}
                  testId={`transcript-${question.id}`}
                />
              </div>
            )}
            <RecordingPlayer
              ref={player}
              src={playback.urlFor(question.id)}
              kind={recording?.kind ?? 'audio'}
              version={recording ? (recording.updatedAt ?? 'present') : null}
              label={
                recording?.kind === 'video'
                  ? REVIEW_MESSAGES.videoLabel(n)
                  : REVIEW_MESSAGES.audioLabel(n)
              }
              grantFailed={playback.failed}
              renewGrant={playback.renew}
              onDuration={setDuration}
              onTime={setTime}
            />
            {segments.length > 0 && (
              <TranscriptSegments
                id={`segments-${question.id}`}
                segments={segments}
                time={time}
                onSeek={(seconds) => player.current?.playFrom(seconds)}
                transcript={saved}
                highlight={highlight}
              />
            )}
            {highlight && (
              <Button
                variant="default"
                size="compact-sm"
                w="fit-content"
                onClick={() => setHighlight(null)}
              >
                {REVIEW_MESSAGES.clearHighlight}
              </Button>
            )}
            <Group gap="lg">
              <Text size="sm">
                {REVIEW_MESSAGES.duration} <strong>{formatDuration(duration)}</strong>
              </Text>
              <Text size="sm">
                {REVIEW_MESSAGES.pace}{' '}
                <strong>
                  {wpm === null ? APP_MESSAGES.noValue : REVIEW_MESSAGES.wordsPerMinuteValue(wpm)}
                </strong>
              </Text>
              <Text size="sm" c="dimmed">
                {REVIEW_MESSAGES.wordCount(countWords(transcript))}
              </Text>
            </Group>
          </>
        )}
        {aiAssist && answered && (
          <AiAssistPanel
            questionId={question.id}
            enabled={aiAssist.enabled}
            status={aiAssist.status}
            insight={insight}
            onQuote={showQuote}
          />
        )}
        <FollowUpAnswers playback={playback} question={n} followUps={followUps} />
        {reviewable && (
          <>
            <Radio.Group
              label={REVIEW_MESSAGES.ratingLabel(n)}
              value={rating ? String(rating) : ''}
              onChange={(v) => onRating(Number(v))}
              error={errors.rating}
            >
              <Group gap="md" mt={4}>
                {[1, 2, 3, 4, 5].map((v) => (
                  <Radio key={v} value={String(v)} label={String(v)} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={REVIEW_MESSAGES.commentLabel(n)}
              value={comment}
              onChange={(e) => onComment(e.currentTarget.value)}
              error={errors.comment}
              maxLength={REVIEW_TEXT_MAX}
              rows={2}
            />
          </>
        )}
        {othersHere.length > 0 && (
          <Stack
            gap={4}
            aria-label={REVIEW_MESSAGES.othersOnAnswer(n)}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {othersHere.map((r) => (
              <Text component="li" size="sm" key={r.reviewerUid}>
                <strong>{r.reviewerName || r.reviewerEmail}</strong>
                {r.ratings[question.id] ? (
                  <Badge ml="xs" variant="light">
                    {r.ratings[question.id]}/5
                  </Badge>
                ) : null}
                {r.comments[question.id] ? ` — ${r.comments[question.id]}` : ''}
                <Text span size="xs" c="dimmed" ml="xs">
                  {formatInterviewDate(r.updatedAt)}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
