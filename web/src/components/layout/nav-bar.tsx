import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LAYOUT_MESSAGES } from '@shared/messages/layout';
import { Brand } from './brand';
import classes from './nav-bar.module.css';

interface NavBarProps {
  /** Where the brand links to. */
  homeTo: string;
  /** The links, rendered twice: in the bar from the `sm` breakpoint, in the menu below it. */
  links: (close: () => void) => ReactNode;
  /** Always in the bar, beside the menu button (e.g. a Sign In button). */
  actions?: ReactNode;
  /** Names the links' own navigation landmarks (the bar's and the menu's `… (menu)`), if any. */
  linksLabel?: string;
  /** Classes added to the bar's row, its links and the menu's links (page width, spacing, surface). */
  classNames?: { bar?: string; links?: string; menu?: string };
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The one navigation bar: the HiQ brand, links (in a collapsible menu on small screens) and
 * actions. Plain elements and CSS only, as it sits on the landing page's first render. It imports
 * no Firebase: actions such as Logout are passed in by the page's layout.
 */
export function NavBar({ homeTo, links, actions, linksLabel, classNames = {} }: NavBarProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const menuId = useId();
  const Landmark = linksLabel ? 'nav' : 'div';
  const menuButton = (
    <button
      type="button"
      className={`mantine-focus-auto ${classes.menuButton}`}
      onClick={() => setOpened((o) => !o)}
      aria-label={opened ? LAYOUT_MESSAGES.closeMenu : LAYOUT_MESSAGES.openMenu}
      aria-expanded={opened}
      aria-controls={menuId}
    >
      <span className={classes.lines} />
    </button>
  );
  return (
    <>
      <div className={join(classes.bar, classNames.bar)}>
        <Link
          to={homeTo}
          className={`mantine-focus-auto ${classes.home}`}
          aria-label={LAYOUT_MESSAGES.home}
        >
          <Brand />
        </Link>
        <Landmark aria-label={linksLabel} className={join(classes.links, classNames.links)}>
          {links(close)}
        </Landmark>
        {actions ? (
          <div className={classes.actions}>
            {actions}
            {menuButton}
          </div>
        ) : (
          menuButton
        )}
      </div>
      <div
        id={menuId}
        className={classes.menu}
        data-opened={opened || undefined}
        aria-hidden={!opened || undefined}
        inert={!opened}
      >
        <div className={classes.menuInner}>
          <Landmark
            aria-label={linksLabel && `${linksLabel} (menu)`}
            className={join(classes.menuLinks, classNames.menu)}
          >
            {links(close)}
          </Landmark>
        </div>
      </div>
    </>
  );
}
