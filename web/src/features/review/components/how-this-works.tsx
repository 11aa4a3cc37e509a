import { useId, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { LOCAL_ENGINE_QUALITY } from '@shared/insights-quality';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import type { AnswerInsights } from '@shared/schemas/insights';
import classes from './ai-assist-panel.module.css';

/** Figures as measured (the bench's record; another only where a test needs it). */
interface Quality {
  version: string;
  heldOut: { answers: number; precision: number; recall: number };
  measuredOn: string;
}

/** 0.873 → "87%". */
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * What the suggestions rest on, closed until asked for: the transcript's words only (never the
 * face, voice, tone or accent) and how well the offline engine did on held-out answers at the last
 * release. A language model's suggestions say so, since those figures are not its own.
 */
export function HowThisWorks({
  engine,
  quality = LOCAL_ENGINE_QUALITY,
}: {
  engine: AnswerInsights['engine'];
  quality?: Quality;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { heldOut } = quality;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {REVIEW_MESSAGES.howTitle}
      </Button>
      <div id={id} hidden={!open} className={classes.how}>
        <Text size="xs">{REVIEW_MESSAGES.howReads}</Text>
        <Text size="xs">{REVIEW_MESSAGES.howNeverReads}</Text>
        {engine.name === 'llm' && <Text size="xs">{REVIEW_MESSAGES.howLlm(engine.version)}</Text>}
        <Text size="xs">
          {REVIEW_MESSAGES.howMeasured(quality.version, heldOut.answers, quality.measuredOn)}{' '}
          {REVIEW_MESSAGES.howPrecision(percent(heldOut.precision))}{' '}
          {REVIEW_MESSAGES.howRecall(percent(heldOut.recall))}
        </Text>
      </div>
    </div>
  );
}
