import type { MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NavBar } from '@/components/layout/nav-bar';
// Links by route pattern (the same as the link for a route without parameters), not config/paths,
// whose builders for every screen the landing's first render does not need.
import { APP_ROUTES } from '@shared/contract/app-routes';
import { LANDING_MESSAGES } from '@shared/messages/landing';
import classes from '../landing.module.css';
import { sections } from './content';
import { scrollToSection } from './scroll-to-section';

/** The sticky header: the app's nav bar with the page's sections and Sign In. */
export function TopBar() {
  const links = (close: () => void) =>
    sections.map((s) => (
      <a
        key={s.id}
        href={`#${s.id}`}
        className={`mantine-focus-auto ${classes.link} ${classes.navLink}`}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          close();
          scrollToSection(e, s.id);
        }}
      >
        {s.label}
      </a>
    ));
  return (
    <header className={classes.header}>
      <NavBar
        homeTo={APP_ROUTES.home}
        links={links}
        linksLabel={LANDING_MESSAGES.pageSections}
        classNames={{ bar: classes.headerBar, links: classes.headerLinks }}
        actions={
          <Button component={Link} to={APP_ROUTES.login} variant="default" size="sm">
            {LANDING_MESSAGES.signIn}
          </Button>
        }
      />
    </header>
  );
}
