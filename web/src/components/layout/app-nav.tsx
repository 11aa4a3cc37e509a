import { Anchor, Box, Burger, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { signOut } from 'firebase/auth';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';
import { Brand } from './brand';
import classes from './app-nav.module.css';

interface AppNavProps {
  /** The signed-in user's email; absent when nobody is signed in. */
  email?: string;
  isAdmin?: boolean;
  /** A company user (staff with an org): the Team link. */
  hasTeam?: boolean;
}

/**
 * Navigation bar: signed in → Dashboard (and Team for a company's users), Logout, email;
 * signed out → Login, Register.
 */
export function AppNav({ email, isAdmin = false, hasTeam = false }: AppNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();

  const logout = async () => {
    close();
    try {
      await signOut(auth);
    } catch (error) {
      // A logout failure is only logged.
      console.error('Logout failed', error);
    }
    navigate(paths.login, { replace: true });
  };

  const links =
    email !== undefined ? (
      <>
        <Anchor component={NavLink} to={paths.dashboard} className={classes.link} onClick={close}>
          Dashboard
        </Anchor>
        {hasTeam && (
          <Anchor component={NavLink} to={paths.team} className={classes.link} onClick={close}>
            {TEAM_MESSAGES.navLink}
          </Anchor>
        )}
        {isAdmin && (
          <Anchor
            component={NavLink}
            to={paths.adminAccessRequests}
            className={classes.link}
            onClick={close}
          >
            Access Requests
          </Anchor>
        )}
        <Text size="sm" c="dimmed" className={classes.email} data-testid="nav-email">
          {email}
        </Text>
        <Button variant="light" size="xs" onClick={logout}>
          Logout
        </Button>
      </>
    ) : (
      <>
        <Anchor component={NavLink} to={paths.login} className={classes.link} onClick={close}>
          Login
        </Anchor>
        <Anchor component={NavLink} to={paths.register} className={classes.link} onClick={close}>
          Register
        </Anchor>
      </>
    );

  return (
    <Box component="nav" aria-label="Main" className={classes.nav}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <Anchor
          component={Link}
          to={email !== undefined ? paths.dashboard : paths.home}
          underline="never"
          aria-label="HiQ home"
        >
          <Brand />
        </Anchor>
        <Group gap="md" visibleFrom="sm" wrap="nowrap">
          {links}
        </Group>
        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
        />
      </Group>
      <Collapse expanded={opened} hiddenFrom="sm">
        <Stack gap="sm" p="md" className={classes.mobileMenu}>
          {links}
        </Stack>
      </Collapse>
    </Box>
  );
}
