import { Anchor, Box, Button, Text } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { INTEGRATIONS_MESSAGES } from '@shared/messages/integrations';
import { QUESTION_SET_MESSAGES } from '@shared/messages/question-sets';
import { LAYOUT_MESSAGES } from '@shared/messages/layout';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { paths } from '@/config/paths';
import { NavBar } from './nav-bar';
import classes from './app-nav.module.css';

export interface AppNavProps {
  /** The signed-in user's email; absent when nobody is signed in. */
  email?: string;
  isAdmin?: boolean;
  /** A company user (staff with an org): the Team, Question sets and Integrations links. */
  hasTeam?: boolean;
  /** Signs out (given by the layout, which has Firebase Auth); shown with the email. */
  onLogout?: () => void | Promise<void>;
}

/**
 * Navigation bar of the app's screens: signed in → Dashboard (and Team, Question sets and
 * Integrations for a company's users), Logout, email; signed out → Login, Register.
 */
export function AppNav({ email, isAdmin = false, hasTeam = false, onLogout }: AppNavProps) {
  const link = (to: string, label: string, close: () => void) => (
    <Anchor component={NavLink} to={to} className={classes.link} onClick={close}>
      {label}
    </Anchor>
  );
  const links = (close: () => void) =>
    email !== undefined ? (
      <>
        {link(paths.dashboard, LAYOUT_MESSAGES.dashboard, close)}
        {hasTeam && link(paths.team, TEAM_MESSAGES.navLink, close)}
        {hasTeam && link(paths.questionSets, QUESTION_SET_MESSAGES.navLink, close)}
        {hasTeam && link(paths.integrations, INTEGRATIONS_MESSAGES.navLink, close)}
        {isAdmin && link(paths.adminAccessRequests, LAYOUT_MESSAGES.accessRequests, close)}
        <Text size="sm" c="dimmed" className={classes.email} data-testid="nav-email">
          {email}
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            close();
            void onLogout?.();
          }}
        >
          {LAYOUT_MESSAGES.logout}
        </Button>
      </>
    ) : (
      <>
        {link(paths.login, LAYOUT_MESSAGES.login, close)}
        {link(paths.register, LAYOUT_MESSAGES.register, close)}
      </>
    );

  return (
    <Box component="nav" aria-label={LAYOUT_MESSAGES.mainNav} className={classes.nav}>
      <NavBar
        homeTo={email !== undefined ? paths.dashboard : paths.home}
        links={links}
        classNames={{ menu: classes.mobileMenu }}
      />
    </Box>
  );
}
