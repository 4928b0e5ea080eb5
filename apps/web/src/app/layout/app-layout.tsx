import { Outlet } from 'react-router';
import { AuthModalHost } from '../../features/auth/auth-modal-host';
import { BasketAnnouncer } from '../../features/basket/basket-announcer';
import { belowTheFold } from '../../lib/below-the-fold';
import styles from './app-layout.module.css';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { Toasts } from './toasts';

/** The footer (with the map, on pages but home) is below the fold: not in any page's first load. */
const Footer = belowTheFold(async () => (await import('./footer')).Footer);

export function AppLayout() {
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <BasketAnnouncer />
      <AuthModalHost />
      <Toasts />
      <ScrollToTop />
    </div>
  );
}

/** Shown while the first page's code loads. */
export function PageLoading() {
  return <div className={styles.loading} aria-busy="true" />;
}
