/**
 * The demo site's staff (issue 14 item 8): one admin and one operator per venue, so a person
 * trying `npm start` can open the back office at /staff. Development only (server.ts never runs it
 * in production, where the first admin comes from `npm run staff -- add`); the passwords are
 * public, printed at start and written in the README.
 */
import type { StaffRole } from '@storefront/contract/staff';
import { sql } from 'drizzle-orm';
import type { PasswordHasher } from '../../lib/passwords';
import type { Db } from '../client';
import { staffMembers, staffVenues } from '../schema';

export interface DemoStaffMember {
  login: string;
  password: string;
  name: string;
  role: StaffRole;
  venues: number[];
}

export const demoStaff: readonly DemoStaffMember[] = [
  { login: 'admin', password: 'demo-admin-2026', name: 'Администратор', role: 'admin', venues: [] },
  {
    login: 'gastropub',
    password: 'demo-gastropub',
    name: 'Оператор гастропаба',
    role: 'operator',
    venues: [1],
  },
  {
    login: 'sibumi',
    password: 'demo-sibumi-2026',
    name: 'Оператор Sibumi',
    role: 'operator',
    venues: [2],
  },
  {
    login: 'bistro',
    password: 'demo-bistro-2026',
    name: 'Оператор кондитерской',
    role: 'operator',
    venues: [3],
  },
];

/** Adds the demo staff to a database that has no staff at all; true if it did. */
export async function seedDemoStaff(db: Db, passwords: PasswordHasher): Promise<boolean> {
  const [row] = (
    (await db.execute(sql`select count(*)::int as n from staff_members`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if ((row?.n ?? 0) > 0) return false;
  for (const member of demoStaff) {
    const [inserted] = await db
      .insert(staffMembers)
      .values({
        login: member.login,
        name: member.name,
        role: member.role,
        passwordHash: await passwords.hash(member.password),
      })
      .onConflictDoNothing()
      .returning({ id: staffMembers.id });
    if (inserted && member.venues.length > 0) {
      await db
        .insert(staffVenues)
        .values(member.venues.map((venueId) => ({ staffId: inserted.id, venueId })));
    }
  }
  return true;
}
