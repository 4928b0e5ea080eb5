/**
 * One write of the catalogue: one transaction that does the write under its locks, writes the
 * audit entry when a member made it, and tells every process the catalogue changed (their caches
 * and rendered pages are renewed at commit). Nothing is ever half-saved, nor saved unannounced.
 */
import type { Db, Tx } from '../../../db/client';
import { type AuditEntry, audit } from '../../audit/audit';
import { catalogChanged } from '../catalog-changed';

/** What a write gives back: its answer, and the audit entry of the member who made it. */
export interface CatalogChange<T> {
  result: T;
  audit?: AuditEntry;
}

export function writeCatalog<T>(db: Db, write: (tx: Tx) => Promise<CatalogChange<T>>): Promise<T> {
  return db.transaction(async (tx) => {
    const change = await write(tx);
    if (change.audit) await audit(tx, change.audit);
    await catalogChanged(tx);
    return change.result;
  });
}
