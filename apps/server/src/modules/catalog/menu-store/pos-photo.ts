/**
 * A dish's photo made from its POS picture (menu-sync/pos-photos.ts downloads and stores it). The
 * caller tells every process the catalogue changed once its run is over.
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';

/**
 * Only while the POS still names that picture and no staff upload came meanwhile (a staff's
 * upload clears `photo_source_url`): neither is ever overwritten by a picture read before.
 */
export async function setPosPhoto(
  db: Db,
  productId: number,
  photo: string | null,
  url: string | null,
): Promise<number> {
  const updated = await db
    .update(products)
    // A new version: a staff's form opened before says the dish changed instead of saving over.
    .set({ photo, photoSourceUrl: url, version: sql`${products.version} + 1` })
    .where(
      and(
        eq(products.id, productId),
        url === null ? isNull(products.posImageUrl) : eq(products.posImageUrl, url),
        or(isNull(products.photo), isNotNull(products.photoSourceUrl)),
      ),
    )
    .returning({ id: products.id });
  return updated.length;
}
