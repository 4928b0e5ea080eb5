/**
 * Every staff page's frame: the sign-in form while nobody is signed in on this device, otherwise
 * the member's name and role, 'Выйти' and the sections they may open. An admin who must enable
 * TOTP first (`totpSetupRequired`) is sent to /staff/security from every other page.
 */
import type { StaffProfile } from '@storefront/contract/staff';
import { staffRoleNames } from '@storefront/contract/staff';
import { can } from '@storefront/contract/staff-permissions';
import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, useNavigate } from 'react-router';
import { QueryState } from '../ui/query-state';
import styles from '../ui/staff.module.css';
import { SignInForm } from './sign-in-form';
import { useStaffMeQuery } from './staff-api';
import { useStaffSelector } from './staff-store';
import { useStaffLogout } from './use-staff-logout';

export type StaffSection =
  | 'home'
  | 'orders'
  | 'bookings'
  | 'stopList'
  | 'menu'
  | 'hours'
  | 'zones'
  | 'offers'
  | 'security'
  | 'members'
  | 'audit'
  | 'menuSync';

export const ORDERS_PATH = '/staff/orders';

export const SECURITY_PATH = '/staff/security';

interface StaffFrameProps {
  section: StaffSection;
  /** the section's content, once the member is known and may see it */
  children: (me: StaffProfile) => ReactNode;
}

export function StaffFrame({ section, children }: StaffFrameProps) {
  const token = useStaffSelector((state) => state.staffSession.token);
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#staff-main">
        Перейти к содержимому
      </a>
      {token === null ? (
        <>
          <header className={styles.header}>
            <Brand />
          </header>
          <main id="staff-main" className={styles.main}>
            <SignInForm />
          </main>
        </>
      ) : (
        <SignedIn section={section}>{children}</SignedIn>
      )}
    </div>
  );
}

function Brand() {
  return (
    <Link to="/staff" className={styles.brand}>
      Рабочий кабинет
    </Link>
  );
}

function SignedIn({ section, children }: StaffFrameProps) {
  const { data: me, error, isError, refetch } = useStaffMeQuery();
  if (!me) {
    return (
      <>
        <header className={styles.header}>
          <Brand />
        </header>
        <main id="staff-main" className={styles.main} aria-busy={!isError}>
          {/* Nothing while the member is read: the frame is aria-busy. */}
          <QueryState isError={isError} error={error} refetch={refetch} loaded card />
        </main>
      </>
    );
  }
  if (me.totpSetupRequired && section !== 'security')
    return <Navigate to={SECURITY_PATH} replace />;
  return (
    <>
      <header className={styles.header}>
        <Brand />
        <p className={styles.who}>
          {me.name || me.login} <span className={styles.role}>· {staffRoleNames[me.role]}</span>
        </p>
        <nav className={styles.nav} aria-label="Разделы">
          <ul className={styles.navList}>
            {/* Every role works with orders: the section staff open most comes first. */}
            <li>
              <NavLink to={ORDERS_PATH} className={styles.navLink}>
                Заказы
              </NavLink>
            </li>
            <li>
              <NavLink to="/staff/bookings" className={styles.navLink}>
                Бронирования
              </NavLink>
            </li>
            {/* Each section shown to whom the permission table lets in (contract/staff-permissions). */}
            {can(me, 'stopList') && (
              <li>
                <NavLink to="/staff/stop-list" className={styles.navLink}>
                  Стоп-лист
                </NavLink>
              </li>
            )}
            {can(me, 'menu') && (
              <li>
                <NavLink to="/staff/menu" className={styles.navLink}>
                  Меню
                </NavLink>
              </li>
            )}
            {can(me, 'hoursAndZones') && (
              <>
                <li>
                  <NavLink to="/staff/hours" className={styles.navLink}>
                    Часы работы
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/staff/zones" className={styles.navLink}>
                    Зоны и загрузка
                  </NavLink>
                </li>
              </>
            )}
            {can(me, 'offers') && (
              <li>
                <NavLink to="/staff/offers" className={styles.navLink}>
                  Акции
                </NavLink>
              </li>
            )}
            {can(me, 'staff') && (
              <li>
                <NavLink to="/staff/members" className={styles.navLink}>
                  Сотрудники
                </NavLink>
              </li>
            )}
            {can(me, 'audit') && (
              <li>
                <NavLink to="/staff/audit" className={styles.navLink}>
                  Журнал
                </NavLink>
              </li>
            )}
            {can(me, 'menuSync') && (
              <li>
                <NavLink to="/staff/menu-sync" className={styles.navLink}>
                  Меню из iiko
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to={SECURITY_PATH} className={styles.navLink}>
                Безопасность
              </NavLink>
            </li>
          </ul>
        </nav>
        <LogoutButton />
      </header>
      <main id="staff-main" className={styles.main}>
        {children(me)}
      </main>
    </>
  );
}

function LogoutButton() {
  const [logout, isLoading] = useStaffLogout();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.headerButton}
      disabled={isLoading}
      onClick={() => {
        // Whoever signs in next on this device starts at the home page, not at this one's section.
        void logout().then(() => navigate('/staff'));
      }}
    >
      Выйти
    </button>
  );
}
