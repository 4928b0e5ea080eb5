import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LogoutButton } from '../../features/auth/logout-button';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock';
import { AccountButton } from './account-button';
import { Logo } from './logo';
import styles from './mobile-menu.module.css';
import { type NavItem, secondaryMenu } from './nav-items';
import { NavList } from './nav-list';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  top: NavItem[];
}

/**
 * Full-screen sliding menu: locks page scroll, Escape or 'ЗАКРЫТЬ' closes it. The header mounts
 * it when the burger is first pressed.
 */
export function MobileMenu({ open, onClose, top }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Mounted already open, the panel is first laid out closed (reading its box makes the browser
  // style it so), so that it slides in the first time as it does every later time.
  const [laidOut, setLaidOut] = useState(false);
  useLayoutEffect(() => {
    panelRef.current?.getBoundingClientRect();
    setLaidOut(true);
  }, []);
  const shown = open && laidOut;
  useBodyScrollLock(open);

  useEffect(() => {
    if (shown) closeRef.current?.focus();
  }, [shown]);

  // Keeps Tab inside the open menu.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div
      id="mobile-menu"
      ref={panelRef}
      className={`${styles.panel} ${shown ? styles.open : ''}`}
      role="dialog"
      aria-modal="true"
      aria-hidden={!shown}
      aria-label="Меню"
      onKeyDown={onKeyDown}
    >
      <div className={`${styles.block} ${styles.block1}`}>
        <Logo onNavigate={onClose} />
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          ЗАКРЫТЬ
        </button>
      </div>
      <nav aria-label="Основное меню" className={`${styles.block} ${styles.block2}`}>
        <NavList
          items={top}
          className={styles.list}
          separatorClassName={styles.separator}
          onNavigate={onClose}
        />
      </nav>
      <nav aria-label="Дополнительное меню" className={`${styles.block} ${styles.block3}`}>
        <NavList items={secondaryMenu} className={styles.secondary} onNavigate={onClose} />
        <div className={styles.account}>
          <LogoutButton className={styles.logout} onDone={onClose} />
          <AccountButton onNavigate={onClose} />
        </div>
      </nav>
    </div>
  );
}
