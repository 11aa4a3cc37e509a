import type { MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NavBar } from '@/components/layout/nav-bar';
import { LANDING_MESSAGES } from '@shared/messages/landing';
import { paths } from '@/config/paths';
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
        homeTo={paths.home}
        links={links}
        linksLabel={LANDING_MESSAGES.pageSections}
        classNames={{ bar: classes.headerBar, links: classes.headerLinks }}
        actions={
          <Button component={Link} to={paths.login} variant="default" size="sm">
            {LANDING_MESSAGES.signIn}
          </Button>
        }
      />
    </header>
  );
}
