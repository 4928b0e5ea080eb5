/**
 * When the catalogue last changed, for the sitemap's lastmod (decision 034). Nothing records the
 * time of a catalogue write (iiko's stop list, a price typed in by hand, a seed), so the time is
 * taken from the catalogue's content instead: its fingerprint is kept in `content_versions`
 * with the moment a process first saw it differ. All processes and restarts share the row, so a
 * crawler sees one lastmod until the content really reads differently.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentVersions } from '../../db/schema';

const SUBJECT = 'catalog';

export async function catalogChangedAt(db: Db, fingerprint: string): Promise<Date> {
  // One statement, so two processes seeing the same new content record one time between them.
  const [changed] = await db
    .insert(contentVersions)
    .values({ subject: SUBJECT, fingerprint })
    .onConflictDoUpdate({
      target: contentVersions.subject,
      set: { fingerprint, changedAt: sql`now()` },
      setWhere: sql`${contentVersions.fingerprint} <> excluded.fingerprint`,
    })
    .returning({ changedAt: contentVersions.changedAt });
  if (changed) return changed.changedAt;
  // The same content as recorded: its time stands.
  const [recorded] = await db
    .select({ changedAt: contentVersions.changedAt })
    .from(contentVersions)
    .where(eq(contentVersions.subject, SUBJECT));
  if (!recorded) throw new Error('content_versions lost the catalogue row it was just given');
  return recorded.changedAt;
}
