import type { MouseEvent } from 'react';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { Brand } from '@/components/layout/brand';
import classes from '../landing.module.css';
import { REQUEST_ACCESS_ID, companyLinks, sections, socialLinks } from './content';
import { scrollToSection } from './scroll-to-section';

/** The footer: brand, product anchors, company and social links. */
export function Footer() {
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
