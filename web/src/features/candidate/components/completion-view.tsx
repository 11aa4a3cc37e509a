import { useEffect, useRef } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { paths } from '@/config/paths';

/** The completion screen. Close Interview closes a window opened by another one. */
export function CompletionView() {
  // The heading takes the focus: the button that completed the interview is gone.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const close = () => {
    if (window.opener) window.close();
    else window.location.assign(paths.dashboard);
  };
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto">
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={1} ref={heading} tabIndex={-1} className="mantine-focus-auto">
          {CANDIDATE_MESSAGES.completeTitle}
        </Title>
        <Text>{CANDIDATE_MESSAGES.completeThanks}</Text>
        <Text c="dimmed">{CANDIDATE_MESSAGES.completeFeedback}</Text>
        <Button onClick={close}>{CANDIDATE_MESSAGES.close}</Button>
      </Stack>
    </Paper>
  );
}
