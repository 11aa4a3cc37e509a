import { Suspense, lazy } from 'react';
import type { MouseEvent } from 'react';
import {
  Anchor,
  Box,
  Burger,
  Button,
  Card,
  Collapse,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { APP_MESSAGES } from '@shared/messages/common';
import { Brand } from '@/components/layout/brand';
import { paths } from '@/config/paths';
import classes from './landing.module.css';

/**
 * The request form sits below the fold: its fields, captcha and API client load as their own chunk
 * right after the page first renders, not before it (the landing's JS before first render stays
 * within 1.25× a bare React + router + Mantine page). The
 * prerendered HTML already contains the form, and hydration keeps it until the chunk arrives.
 */
const loadRequestAccessForm = () => import('./request-access-form');
const RequestAccessForm = lazy(() =>
  loadRequestAccessForm().then((m) => ({ default: m.RequestAccessForm })),
);

const REQUEST_ACCESS_ID = 'request-access';

const sections = [
  { id: 'benefits', label: 'Benefits' },
  { id: 'features', label: 'Features' },
  { id: 'success-stories', label: 'Success Stories' },
] as const;

/** Marketing claims, not measured figures: keep them exactly as written. */
const stats = [
  { value: '87%', label: 'reduction in time-to-hire' },
  { value: '92%', label: 'candidate satisfaction' },
  { value: '3.5x', label: 'better hire quality' },
  { value: 'Join 100+ companies', label: '' },
] as const;

const features = [
  {
    icon: 'M4 7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm12 3 4-3v10l-4-3',
    title: 'Recorded AI interviews',
    text: 'Candidates answer on-screen technical, behavioral or system-design questions on camera, whenever suits them, from one link.',
  },
  {
    icon: 'M5 4h10l4 4v12H5zM8 12h8M8 16h6M8 8h4',
    title: 'Live transcription',
    text: 'Every spoken answer is transcribed as the candidate talks, so your team reads and compares answers side by side.',
  },
  {
    icon: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8',
    title: 'A live hiring dashboard',
    text: 'Schedule interviews in seconds and watch them move from scheduled to completed, without refreshing a page.',
  },
] as const;

const testimonials = [
  {
    quote:
      'We used to spend a week coordinating first-round calls. With HiQ candidates interview the same day and we review the transcripts together.',
    name: 'Maria Chen',
    role: 'Head of Talent, Northwind Robotics',
  },
  {
    quote:
      'The structured questions by level made our engineering interviews fairer and far easier to compare. Our candidates like the flexibility too.',
    name: 'David Okafor',
    role: 'VP Engineering, Brightline Health',
  },
] as const;

const companyLinks = [
  { href: '/about', label: 'About' },
  { href: '/blog', label: 'Blog' },
  { href: '/careers', label: 'Careers' },
  { href: '/docs', label: 'Docs' },
  { href: '/support', label: 'Support' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/contact', label: 'Contact' },
] as const;

const socialLinks = [
  { href: 'https://www.linkedin.com/', label: 'HiQ on LinkedIn', text: 'LinkedIn' },
  { href: 'https://x.com/', label: 'HiQ on X', text: 'X' },
] as const;

/**
 * In-page anchors scroll smoothly (instantly for people who ask for less motion) and move focus
 * there (keyboard and screen-reader users follow).
 */
function scrollToSection(event: MouseEvent<HTMLElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

function TopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = sections.map((s) => (
    <Anchor
      key={s.id}
      href={`#${s.id}`}
      className={classes.navLink}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        close();
        scrollToSection(e, s.id);
      }}
    >
      {s.label}
    </Anchor>
  ));
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={Link} to={paths.home} underline="never" aria-label="HiQ home">
            <Brand />
          </Anchor>
          <Group component="nav" aria-label="Page sections" gap="lg" visibleFrom="sm">
            {links}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={paths.login} variant="default" size="sm">
              Sign In
            </Button>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      <Collapse expanded={opened} hiddenFrom="sm">
        <Stack component="nav" aria-label="Page sections (menu)" gap="sm" px="md" pb="md">
          {links}
        </Stack>
      </Collapse>
    </Box>
  );
}

function Hero() {
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

function Stats() {
  return (
    <Box
      component="section"
      id="benefits"
      tabIndex={-1}
      className={classes.section}
      py={64}
      aria-labelledby="benefits-title"
    >
      <Container size="lg">
        <Title order={2} id="benefits-title" ta="center" mb="xl">
          Why hiring teams choose HiQ
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {stats.map((stat) => (
            <Card key={stat.value} withBorder radius="lg" padding="lg" ta="center">
              <Text component="p" m={0} data-testid="stat">
                <span className={stat.label ? classes.statValue : classes.statPhrase}>
                  {stat.value}
                </span>
                {stat.label && ` ${stat.label}`}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Features() {
  return (
    <Box
      component="section"
      id="features"
      tabIndex={-1}
      className={classes.section}
      py={64}
      aria-labelledby="features-title"
    >
      <Container size="lg">
        <Title order={2} id="features-title" ta="center" mb="xl">
          Everything you need for first-round interviews
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {features.map((feature) => (
            <Card key={feature.title} withBorder radius="lg" padding="xl" component="article">
              <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
                <svg
                  width="26"
                  height="26"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={feature.icon} />
                </svg>
              </ThemeIcon>
              <Title order={3} size="h4" mb="xs">
                {feature.title}
              </Title>
              <Text c="dimmed">{feature.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Testimonials() {
  return (
    <Box
      component="section"
      id="success-stories"
      tabIndex={-1}
      className={classes.section}
      py={64}
      aria-labelledby="stories-title"
    >
      <Container size="lg">
        <Title order={2} id="stories-title" ta="center" mb="xl">
          Success Stories
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {testimonials.map((t) => (
            <Card key={t.name} withBorder radius="lg" padding="xl" component="figure" m={0}>
              <Text component="blockquote" m={0} className={classes.quote}>
                “{t.quote}”
              </Text>
              <Text component="figcaption" mt="md" fw={600}>
                {t.name}
                <Text component="span" c="dimmed" fw={400}>
                  {' '}
                  — {t.role}
                </Text>
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function RequestAccessSection() {
  return (
    <Box
      component="section"
      id={REQUEST_ACCESS_ID}
      tabIndex={-1}
      className={classes.requestSection}
      py={64}
      aria-labelledby="request-access-title"
    >
      <Container size="sm">
        <Stack gap="xs" mb="lg" ta="center">
          <Title order={2} id="request-access-title">
            Request Platform Access
          </Title>
          <Text c="dimmed">
            Tell us about your company. Use your work email: we create your team's account when we
            approve the request.
          </Text>
        </Stack>
        <Suspense
          fallback={
            <Group justify="center" py="xl">
              <Loader role="progressbar" aria-label={APP_MESSAGES.loading} />
            </Group>
          }
        >
          <RequestAccessForm />
        </Suspense>
      </Container>
    </Box>
  );
}

function Footer() {
  return (
    <Box component="footer" className={classes.footer} py="xl">
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="xl">
            <Stack gap={4}>
              <Brand />
              <Text size="sm" c="dimmed" maw={320}>
                {ACCESS_MESSAGES.reviewFooter}
              </Text>
            </Stack>
            <Group align="flex-start" gap={48}>
              <Stack component="nav" aria-label="Product" gap={6}>
                <Text fw={600} size="sm">
                  Product
                </Text>
                {[...sections, { id: REQUEST_ACCESS_ID, label: 'Request Access' }].map((s) => (
                  <Anchor
                    key={s.id}
                    href={`#${s.id}`}
                    size="sm"
                    c="dimmed"
                    onClick={(e: MouseEvent<HTMLAnchorElement>) => scrollToSection(e, s.id)}
                  >
                    {s.label}
                  </Anchor>
                ))}
              </Stack>
              <Stack component="nav" aria-label="Company" gap={6}>
                <Text fw={600} size="sm">
                  Company
                </Text>
                {companyLinks.map((l) => (
                  <Anchor key={l.href} href={l.href} size="sm" c="dimmed">
                    {l.label}
                  </Anchor>
                ))}
              </Stack>
              <Stack component="nav" aria-label="Social" gap={6}>
                <Text fw={600} size="sm">
                  Follow us
                </Text>
                {socialLinks.map((l) => (
                  <Anchor
                    key={l.href}
                    href={l.href}
                    size="sm"
                    c="dimmed"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={l.label}
                  >
                    {l.text}
                  </Anchor>
                ))}
              </Stack>
            </Group>
          </Group>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} HiQ.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** The public landing page (/): no Firebase here, only the API client. */
export function LandingPage() {
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <Box component="main" id="main">
        <Hero />
        <Stats />
        <Features />
        <Testimonials />
        <RequestAccessSection />
      </Box>
      <Footer />
    </>
  );
}
