/**
 * The back office's audit log (issue 14 item 7): one entry per change a staff member makes, with
 * the values before and after, written by the module that makes the change — in its transaction
 * where it has one, so the log never shows a change that did not happen.
 */
import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staffMembers } from '../../db/schema';

type Writer = Pick<Db, 'insert'>;

export interface AuditEntry {
  /** the member who did it; null for the command line */
  staffId: number | null;
  action: string;
  subject: string;
  before?: unknown;
  after?: unknown;
}

export async function audit(writer: Writer, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The newest entries (before the entry `beforeId`, for the next page), with who made them. */
export async function auditEntries(db: Db, limit: number, beforeId?: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subject: auditLog.subject,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.createdAt,
      login: staffMembers.login,
      name: staffMembers.name,
    })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .where(beforeId === undefined ? undefined : lt(auditLog.id, beforeId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    subject: row.subject,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
    staff: row.login === null ? null : { login: row.login, name: row.name ?? '' },
  }));
}
