import { lazy, Suspense, useState } from 'react';
import { BasketLink } from '../../features/basket/basket-link';
import { useGetSpecialsQuery } from '../../lib/catalog-api';
import { AccountButton } from './account-button';
import styles from './header.module.css';
import { Logo } from './logo';
import { secondaryMenu, topMenu } from './nav-items';
import { NavList } from './nav-list';

const loadMobileMenu = () => import('./mobile-menu');

/**
 * The burger's menu is loaded when the guest first reaches for the burger: no page shows it on
 * its first paint, and the first load is lighter without it (decision 037).
 */
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const { data: specials = [] } = useGetSpecialsQuery();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted, so that closing it slides it away.
  const [menuMounted, setMenuMounted] = useState(false);
  const top = topMenu(specials);

  return (
    <header className={styles.header}>
      <div className={styles.desktop}>
        <Logo />
        <nav aria-label="Основное меню" className={styles.topNav}>
          <NavList items={top} className={styles.topList} separatorClassName={styles.separator} />
        </nav>
        <div className={styles.icons}>
          <BasketLink />
          <AccountButton />
        </div>
      </div>
      <nav aria-label="Дополнительное меню" className={styles.secondaryNav}>
        <NavList items={secondaryMenu} className={styles.secondaryList} />
      </nav>
      <div className={styles.mobile}>
        <Logo />
        <div className={styles.icons}>
          <BasketLink />
          <AccountButton />
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Открыть меню"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path
                d="M3 6h18M3 12h18M3 18h18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} top={top} />
        </Suspense>
      )}
    </header>
  );
}
