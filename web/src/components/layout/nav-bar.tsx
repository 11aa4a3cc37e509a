import type { ReactNode } from 'react';
import { Anchor, Burger, Collapse, Group, Stack } from '@mantine/core';
import type { MantineSpacing, StackProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { Brand } from './brand';

interface NavBarProps {
  /** Where the brand links to. */
  homeTo: string;
  /** The links, rendered twice: in the bar from the `sm` breakpoint, in the menu below it. */
  links: (close: () => void) => ReactNode;
  /** Always in the bar, beside the menu button (e.g. a Sign In button). */
  actions?: ReactNode;
  /** Names the links' own navigation landmarks (the bar's and the menu's `… (menu)`), if any. */
  linksLabel?: string;
  linksGap?: MantineSpacing;
  /** The bar's horizontal padding. */
  px?: MantineSpacing;
  /** The collapsed menu's spacing and class. */
  menuProps?: StackProps;
  /** Wraps the bar's row only (e.g. in a page-width container), not the menu below it. */
  wrapBar?: (bar: ReactNode) => ReactNode;
}

/**
 * The one navigation bar: the HiQ brand, links (in a collapsible menu on small screens) and
 * actions. It imports no Firebase: actions such as Logout are passed in by the page's layout.
 */
export function NavBar({
  homeTo,
  links,
  actions,
  linksLabel,
  linksGap = 'md',
  px,
  menuProps,
  wrapBar = (bar) => bar,
}: NavBarProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const landmark = (suffix = '') =>
    linksLabel ? { component: 'nav' as const, 'aria-label': `${linksLabel}${suffix}` } : {};
  const burger = (
    <Burger
      opened={opened}
      onClick={toggle}
      hiddenFrom="sm"
      size="sm"
      aria-label={opened ? 'Close menu' : 'Open menu'}
      aria-expanded={opened}
    />
  );
  return (
    <>
      {wrapBar(
        <Group justify="space-between" h="100%" px={px} wrap="nowrap">
          <Anchor component={Link} to={homeTo} underline="never" aria-label="HiQ home">
            <Brand />
          </Anchor>
          <Group {...landmark()} gap={linksGap} visibleFrom="sm" wrap="nowrap">
            {links(close)}
          </Group>
          {actions ? (
            <Group gap="xs" wrap="nowrap">
              {actions}
              {burger}
            </Group>
          ) : (
            burger
          )}
        </Group>,
      )}
      <Collapse expanded={opened} hiddenFrom="sm">
        <Stack {...landmark(' (menu)')} gap="sm" {...menuProps}>
          {links(close)}
        </Stack>
      </Collapse>
    </>
  );
}
