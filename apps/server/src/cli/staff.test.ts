/**
 * The staff command line as an operator runs it (issue 31 item 5): `reset-totp <login>` clears a
 * member's second factor, signs them out everywhere, and is audited as the command line. Runs
 * the command itself on an embedded database of its own (one process at a time on it; the same
 * with TEST_DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { auditLog, staffMembers, staffSessions } from '../db/schema';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const cli = join(import.meta.dirname, 'staff.ts');
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staff-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `npm run staff -- …args`, in a directory with no .env, on the embedded database in `dir`. */
function staff(args: string[], input = '') {
  const child = run(tsx, [cli, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH, PGLITE_DIR: join(dir, 'data') },
  });
  child.child.stdin?.end(input);
  return child;
}

it('clears a member’s second factor with reset-totp, audited as the command line', async () => {
  await staff(
    ['add', '--role', 'admin', '--login', 'cook'],
    'kitchen-tablet-2026\nkitchen-tablet-2026\n',
  );
  let database = await openDatabase({ pgliteDir: join(dir, 'data') });
  const [member] = await database.db
    .update(staffMembers)
    .set({ totpSecret: 'v1.sealed', totpEnabledAt: new Date(), totpLastStep: 1 })
    .where(eq(staffMembers.login, 'cook'))
    .returning();
  const id = member?.id ?? 0;
  await database.db.insert(staffSessions).values({
    staffId: id,
    tokenHash: 'a'.repeat(64),
    createdAt: new Date(),
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await database.close();

  const { stdout } = await staff(['reset-totp', 'COOK']);
  expect(stdout).toContain('Вход с кодом для cook сброшен');
  await expect(staff(['reset-totp', 'nobody'])).rejects.toMatchObject({
    stderr: expect.stringContaining('Нет сотрудника с логином nobody'),
  });

  database = await openDatabase({ pgliteDir: join(dir, 'data') });
  try {
    const [after] = await database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
    expect(after).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const [session] = await database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, id));
    expect(session?.revokedAt).not.toBeNull();
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      staffId: null,
      action: 'staff.update',
      subject: `staff:${id}`,
      before: expect.objectContaining({ totpEnabled: true }),
      after: expect.objectContaining({ totpEnabled: false }),
    });
  } finally {
    await database.close();
  }
}, 120_000);
