import type { MouseEvent } from 'react';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from '../landing.module.css';
import { REQUEST_ACCESS_ID } from './content';
import { scrollToSection } from './scroll-to-section';

/** The first screen: the pitch, Request Access (an in-page anchor) and Sign In. */
export function Hero() {
  return (
    <Box className={classes.hero} py={{ base: 48, sm: 96 }}>
      <Container size="lg">
        <Stack gap="lg" maw={720}>
          <Text fw={700} c="indigo" tt="uppercase" size="sm">
            AI interview platform
          </Text>
          <Title order={1} className={classes.heroTitle}>
            Hire better, faster, with AI-assisted interviews
          </Title>
          <Text size="xl" c="dimmed">
            HiQ runs recorded, structured interviews with live transcription, so your team spends
            its time on the best candidates instead of the calendar.
          </Text>
          <Group>
            {/* A real anchor: it works in the prerendered page before any JS has loaded. */}
            <Button
              component="a"
              href={`#${REQUEST_ACCESS_ID}`}
              role="button"
              size="lg"
              onClick={(e: MouseEvent<HTMLAnchorElement>) => scrollToSection(e, REQUEST_ACCESS_ID)}
            >
              Request Access
            </Button>
            <Button component={Link} to={paths.login} size="lg" variant="subtle">
              Sign In
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
