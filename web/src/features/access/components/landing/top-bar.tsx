import type { MouseEvent } from 'react';
import { Anchor, Box, Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NavBar } from '@/components/layout/nav-bar';
import { paths } from '@/config/paths';
import classes from '../landing.module.css';
import { sections } from './content';
import { scrollToSection } from './scroll-to-section';

/** The sticky header: the app's nav bar with the page's sections and Sign In. */
export function TopBar() {
  const links = (close: () => void) =>
    sections.map((s) => (
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
      <NavBar
        homeTo={paths.home}
        links={links}
        linksLabel="Page sections"
        linksGap="lg"
        menuProps={{ px: 'md', pb: 'md' }}
        actions={
          <Button component={Link} to={paths.login} variant="default" size="sm">
            Sign In
          </Button>
        }
        wrapBar={(bar) => (
          <Container size="lg" h={64}>
            {bar}
          </Container>
        )}
      />
    </Box>
  );
}
