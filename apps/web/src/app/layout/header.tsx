import { useState } from 'react';
import { BasketLink } from '../../features/basket/basket-link';
import { useGetSpecialsQuery } from '../../lib/catalog-api';
import { AccountButton } from './account-button';
import styles from './header.module.css';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { secondaryMenu, topMenu } from './nav-items';
import { NavList } from './nav-list';

export function Header() {
  const { data: specials = [] } = useGetSpecialsQuery();
  const [menuOpen, setMenuOpen] = useState(false);
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
            onClick={() => setMenuOpen(true)}
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
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} top={top} />
    </header>
  );
}
