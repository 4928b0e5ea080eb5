/**
 * The back office's page module (app/route-table.ts `staff`): one chunk for every staff page,
 * loaded only when a staff address is opened. Each page runs on the staff store, not the
 * storefront's.
 */
import { staffRoleNames } from '@storefront/contract/staff';
import { can } from '@storefront/contract/staff-permissions';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuditSection } from '../features/audit/audit-section';
import { OrdersBoard } from '../features/board/order-board';
import { BookingsSection } from '../features/bookings/bookings-section';
import { OpeningHoursSection } from '../features/hours/opening-hours-section';
import { MembersSection } from '../features/members/members-section';
import { MenuSection } from '../features/menu/menu-section';
import { MenuSyncSection } from '../features/menu-sync/menu-sync-section';
import { OffersSection } from '../features/offers/offers-section';
import { SecuritySection } from '../features/security/security-section';
import { StopListSection } from '../features/stop-list/stop-list-section';
import { ZonesSection } from '../features/zones/zones-section';
import styles from '../ui/staff.module.css';
import { venueNames } from '../ui/venue-checks';
import { StaffFrame } from './staff-frame';
import { staffStore } from './staff-store';

/**
 * A page of the route table: the page on the page's one staff store. The store is made on the
 * first staff page drawn in the browser and kept (staffStore), so every page shares it.
 */
function onStaffStore(Page: () => ReactNode) {
  return function StaffStorePage() {
    return (
      <Provider store={staffStore()}>
        <Page />
      </Provider>
    );
  };
}

export const StaffHomePage = onStaffStore(StaffHome);
export const StaffOrdersPage = onStaffStore(StaffOrders);
export const StaffBookingsPage = onStaffStore(StaffBookings);
export const StaffStopListPage = onStaffStore(StaffStopList);
export const StaffHoursPage = onStaffStore(StaffHours);
export const StaffZonesPage = onStaffStore(StaffZones);
export const StaffMenuPage = onStaffStore(StaffMenu);
export const StaffOffersPage = onStaffStore(StaffOffers);
export const StaffAuditPage = onStaffStore(StaffAudit);
export const StaffMenuSyncPage = onStaffStore(StaffMenuSync);
export const StaffSecurityPage = onStaffStore(StaffSecurity);
export const StaffMembersPage = onStaffStore(StaffMembers);

/** The pages inside whatever staff store is given (the tests give their own). */
export function StaffHome() {
  return (
    <StaffFrame section="home">
      {(me) => (
        <>
          <h1 className={styles.title}>Рабочий кабинет</h1>
          <section className={styles.card}>
            <p>Здравствуйте, {me.name || me.login}!</p>
            <p className={styles.muted}>
              {staffRoleNames[me.role]} · {venueNames(me.role, me.venues)}
            </p>
          </section>
        </>
      )}
    </StaffFrame>
  );
}

export function StaffOrders() {
  return <StaffFrame section="orders">{(me) => <OrdersBoard me={me} />}</StaffFrame>;
}

export function StaffBookings() {
  return <StaffFrame section="bookings">{() => <BookingsSection />}</StaffFrame>;
}

export function StaffStopList() {
  return <StaffFrame section="stopList">{() => <StopListSection />}</StaffFrame>;
}

export function StaffMenu() {
  return <StaffFrame section="menu">{() => <MenuSection />}</StaffFrame>;
}

export function StaffHours() {
  return <StaffFrame section="hours">{() => <OpeningHoursSection />}</StaffFrame>;
}

export function StaffZones() {
  return <StaffFrame section="zones">{() => <ZonesSection />}</StaffFrame>;
}

export function StaffOffers() {
  return <StaffFrame section="offers">{() => <OffersSection />}</StaffFrame>;
}

/** Admins only, as the audit log. */
export function StaffMenuSync() {
  return (
    <StaffFrame section="menuSync">
      {(me) =>
        can(me, 'menuSync') ? (
          <MenuSyncSection />
        ) : (
          <>
            <h1 className={styles.title}>Меню из iiko</h1>
            <p className={styles.error} role="alert">
              Недостаточно прав для этого раздела
            </p>
          </>
        )
      }
    </StaffFrame>
  );
}

export function StaffAudit() {
  return (
    <StaffFrame section="audit">
      {(me) =>
        can(me, 'audit') ? (
          <AuditSection />
        ) : (
          <>
            <h1 className={styles.title}>Журнал изменений</h1>
            <p className={styles.error} role="alert">
              Недостаточно прав для этого раздела
            </p>
          </>
        )
      }
    </StaffFrame>
  );
}

export function StaffSecurity() {
  return <StaffFrame section="security">{(me) => <SecuritySection me={me} />}</StaffFrame>;
}

export function StaffMembers() {
  return (
    <StaffFrame section="members">
      {(me) =>
        can(me, 'staff') ? (
          <MembersSection meId={me.id} />
        ) : (
          <>
            <h1 className={styles.title}>Сотрудники</h1>
            <p className={styles.error} role="alert">
              Недостаточно прав для этого раздела
            </p>
          </>
        )
      }
    </StaffFrame>
  );
}
