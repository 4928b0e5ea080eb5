/**
 * A back-office section's frame: its title while the signed-in member is read, the section's own
 * refusal when the member's role has no part in its area, else the section itself for that member.
 */
import type { StaffProfile } from '@storefront/contract/staff';
import { can, type StaffArea } from '@storefront/contract/staff-permissions';
import type { ReactNode } from 'react';
import styles from '../ui/staff.module.css';
import { useStaffMeQuery } from './staff-api';

interface MemberSectionProps {
  title: string;
  /** the area the member's role must have, and what they read when it does not */
  only?: { area: StaffArea; refusal: string };
  /** the section for the member (it draws its own title) */
  children: (me: StaffProfile) => ReactNode;
}

export function MemberSection({ title, only, children }: MemberSectionProps) {
  const { data: me } = useStaffMeQuery();
  if (me && (!only || can(me, only.area))) return children(me);
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {me ? (
        <p className={styles.error} role="alert">
          {only?.refusal}
        </p>
      ) : (
        <p className={styles.muted} aria-busy="true">
          Загрузка…
        </p>
      )}
    </>
  );
}
