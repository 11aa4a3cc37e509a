import { Alert, List } from '@mantine/core';
import { INSIGHTS_MESSAGES } from '@shared/messages/insights';
import type { RubricEcho } from '@shared/schemas/insights';

/**
 * Shown above the coverage when the answer reproduces rubric points word for word: their
 * "covered" may come from a copy of the rubric rather than the candidate's understanding.
 */
export function RubricEchoNotice({ echo }: { echo: readonly RubricEcho[] | undefined }) {
  if (!echo?.length) return null;
  return (
    <Alert color="orange" title={INSIGHTS_MESSAGES.rubricEcho}>
      <List size="sm">
        {echo.map((e) => (
          <List.Item key={e.point}>{e.point}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
