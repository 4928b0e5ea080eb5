/** The account tables' SQL: users and their delivery settings. */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliverySettings, users } from '../../db/schema';

export type Login = { kind: 'phone' | 'email'; value: string };

export type DeliverySettingsValues = Omit<typeof deliverySettings.$inferInsert, 'userId'>;

export async function userByLogin(db: Db, login: Login) {
  const column = login.kind === 'phone' ? users.phone : users.email;
  const [user] = await db.select().from(users).where(eq(column, login.value));
  return user ?? null;
}

export async function userById(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** The new account's id; null when the login was taken meanwhile. */
export async function insertUser(db: Pick<Db, 'insert'>, login: Login, passwordHash: string) {
  const [user] = await db
    .insert(users)
    .values({ [login.kind]: login.value, passwordHash })
    .onConflictDoNothing({ target: login.kind === 'phone' ? users.phone : users.email })
    .returning({ id: users.id });
  return user?.id ?? null;
}

/** Whether an account other than this user's has the contact. */
export async function contactOfAnother(
  db: Db,
  userId: number,
  kind: 'email' | 'phone',
  value: string,
) {
  const column = kind === 'email' ? users.email : users.phone;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)));
  return other !== undefined;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The ids updated (none: no such user); a contact another account has fails as unique. */
export function setContact(db: Db, userId: number, kind: 'email' | 'phone', contact: string) {
  return db
    .update(users)
    .set({ [kind]: contact })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
}

export async function setProfile(
  db: Db,
  userId: number,
  profile: { name: string; lastName: string; phone: string | null; email: string | null },
) {
  await db.update(users).set(profile).where(eq(users.id, userId));
}

/**
 * Sets the account's birthday unless another one is there (decision 085: set once); false when
 * it was — a second save of the same date is fine.
 */
export async function setBirthdayOnce(db: Db, userId: number, birthday: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ birthday })
    .where(and(eq(users.id, userId), or(isNull(users.birthday), eq(users.birthday, birthday))))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function deliverySettingsRow(db: Db, userId: number) {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.userId, userId));
  return row ?? null;
}

export async function upsertDeliverySettings(
  db: Db,
  userId: number,
  values: DeliverySettingsValues,
) {
  await db
    .insert(deliverySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: deliverySettings.userId, set: values });
}
