/**
 * `/my-account` (SPEC.md §2 "Account"): personal data, delivery settings, order history and the
 * loyalty points (issue 32). A
 * visitor who is not logged in is sent to '/' with the login modal and the unauthorized toast;
 * a guest whose session ends here (401, logout) goes to '/' as well.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toastSignInNeeded } from '../../lib/toast';
import { Skeleton } from '../../ui/skeleton';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { LogoutButton } from '../auth/logout-button';
import { selectAccessToken, selectLoggedIn, showModal } from '../auth/session-slice';
import styles from './account-page.module.css';
import { HistoryTab } from './history-tab';

// The tabs with forms bring the phone mask and the form library: loaded when first shown.
const PersonalDataTab = lazy(async () => ({
  default: (await import('./personal-data-tab')).PersonalDataTab,
}));
const DeliveryTab = lazy(async () => ({
  default: (await import('./delivery-tab')).DeliveryTab,
}));
// The loyalty points (issue 32): not on the page's first load either.
const PointsTab = lazy(async () => ({
  default: (await import('./points-tab')).PointsTab,
}));

type AccountTab = 'personal' | 'delivery' | 'history' | 'points';

const tabs = [
  { id: 'personal', label: 'ЛИЧНЫЕ ДАННЫЕ' },
  { id: 'delivery', label: 'ДОСТАВКА' },
  { id: 'history', label: 'ИСТОРИЯ ЗАКАЗОВ' },
  { id: 'points', label: 'БАЛЛЫ' },
] as const;

export function MyAccountPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectLoggedIn);
  const token = useAppSelector(selectAccessToken);
  const [arrivedLoggedOut] = useState(!loggedIn);
  const [tab, setTab] = useState<AccountTab>('personal');

  useEffect(() => {
    if (loggedIn) return;
    // Only a visitor who came here logged out is asked to log in: a 401 has already done so
    // (lib/api.ts), and a guest who pressed 'Выйти' meant it.
    if (arrivedLoggedOut) {
      dispatch(showModal('loginRegister'));
      toastSignInNeeded();
    }
    navigate('/', { replace: true });
  }, [loggedIn, arrivedLoggedOut, dispatch, navigate]);

  if (!loggedIn || !token) return null;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>ЛИЧНЫЙ КАБИНЕТ</h1>
        <LogoutButton className={styles.logout} />
      </div>
      <Tabs
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        idPrefix="account"
        label="Разделы личного кабинета"
        className={styles.tabs}
      />
      <div {...tabPanelProps('account', tab)} className={styles.panel}>
        <Suspense fallback={<Skeleton className={styles.loading} />}>
          {tab === 'personal' && <PersonalDataTab token={token} />}
          {tab === 'delivery' && <DeliveryTab token={token} />}
          {tab === 'history' && <HistoryTab token={token} />}
          {tab === 'points' && <PointsTab token={token} />}
        </Suspense>
      </div>
    </div>
  );
}
