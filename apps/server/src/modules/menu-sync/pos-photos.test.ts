import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { createPhotoStore, photosDir } from '../media/photos';
import type { MenuSyncLog } from './menu-sync';
import { createPosPhotoImport, downloadPicture, MAX_POS_PICTURE_BYTES } from './pos-photos';

const silent = { info: () => {}, warn: () => {} };

/** The POS's picture storage: real HTTP on loopback, counting what is asked. */
async function startPictureServer() {
  const red = await sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  const blue = await sharp({
    create: { width: 90, height: 90, channels: 3, background: { r: 20, g: 20, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/red.png') response.end(red);
    else if (request.url === '/blue.jpg') response.end(blue);
    else if (request.url === '/page.html') response.end('<html>not a picture</html>');
    else if (request.url === '/huge.png') {
      response.setHeader('content-length', String(MAX_POS_PICTURE_BYTES + 1));
      response.end();
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the POS’s pictures made into our photos', () => {
  let mediaDir: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let pictures: Awaited<ReturnType<typeof startPictureServer>>;
  let clock = new Date('2026-11-24T10:00:00Z');

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'pos-photos-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir });
    pictures = await startPictureServer();
  });
  afterAll(async () => {
    await t.close();
    await pictures.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  // The POS's picture storage stands on this machine's loopback here: allowed for these tests
  // only (a real one is asked at public addresses alone, the last test).
  const fromLoopback = (url: string) =>
    downloadPicture(url, { allowAddress: (address) => address === '127.0.0.1' });
  const importer = (fetchPicture = fromLoopback, log: MenuSyncLog = silent) =>
    createPosPhotoImport({
      db: t.database.db,
      photos: createPhotoStore({ dir: mediaDir }),
      log,
      fetchPicture,
      now: () => clock,
    });
  const dish = async (id: number) => {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    if (!row) throw new Error(`no dish ${id}`);
    return row;
  };
  const setPicture = (id: number, url: string | null, patch = {}) =>
    t.database.db
      .update(products)
      .set({ posImageUrl: url, ...patch })
      .where(eq(products.id, id));

  it('takes a dish’s picture once, shows it as the dish’s photo, and follows a new one', async () => {
    const [first] = await t.database.db.select().from(products).limit(1);
    if (!first) throw new Error('no dishes');
    await setPicture(first.id, `${pictures.origin}/red.png`);
    const run = importer();

    expect(await run.importAll()).toBe(1);
    const taken = await dish(first.id);
    expect(taken.photo).toMatch(/^[0-9a-f]{20}$/);
    expect(taken.photoSourceUrl).toBe(`${pictures.origin}/red.png`);
    expect((await readdir(photosDir(mediaDir))).length).toBe(8);
    const card = (await t.app.inject({ url: `/api/product/${first.id}` })).json();
    expect(card.img_elem).toBe(`/media/photos/${taken.photo}-480.webp`);

    // Nothing new: not downloaded again.
    const asked = pictures.asked.length;
    expect(await run.importAll()).toBe(0);
    expect(pictures.asked.length).toBe(asked);

    // iiko's picture changed: the new one replaces ours made from the old.
    await setPicture(first.id, `${pictures.origin}/blue.jpg`);
    expect(await run.importAll()).toBe(1);
    const changed = await dish(first.id);
    expect(changed.photo).not.toBe(taken.photo);
    expect(changed.photoSourceUrl).toBe(`${pictures.origin}/blue.jpg`);

    // iiko took it away: the generated picture again.
    await setPicture(first.id, null);
    expect(await run.importAll()).toBe(1);
    expect(await dish(first.id)).toMatchObject({ photo: null, photoSourceUrl: null });
  });

  it('never replaces a staff’s upload', async () => {
    const [, second] = await t.database.db.select().from(products).limit(2);
    if (!second) throw new Error('no dishes');
    await setPicture(second.id, `${pictures.origin}/red.png`, {
      photo: 'abcdefabcdefabcdefab',
      photoSourceUrl: null,
    });
    const asked = pictures.asked.length;
    expect(await importer().importAll()).toBe(0);
    expect(pictures.asked.length).toBe(asked);
    expect((await dish(second.id)).photo).toBe('abcdefabcdefabcdefab');
  });

  it('leaves a dish as it was when its picture cannot be had, and asks again an hour later', async () => {
    const dishes = await t.database.db.select().from(products).limit(6);
    const broken = ['/missing.png', '/page.html', '/huge.png'];
    for (const [index, path] of broken.entries()) {
      const row = dishes[index + 3];
      if (!row) throw new Error('no dishes');
      await setPicture(row.id, `${pictures.origin}${path}`, { photo: null, photoSourceUrl: null });
    }
    const run = importer();
    expect(await run.importAll()).toBe(0);
    for (const row of dishes.slice(3)) expect((await dish(row.id)).photo).toBeNull();
    const asked = pictures.asked.length;
    expect(await run.importAll()).toBe(0);
    expect(pictures.asked.length).toBe(asked);
    clock = new Date(clock.getTime() + 61 * 60_000);
    await run.importAll();
    expect(pictures.asked.slice(asked).sort()).toEqual([...broken].sort());
  });

  it('asks nothing of an address where the server lives, and says so in the log (issue 31 item 4)', async () => {
    const dishes = await t.database.db.select().from(products).limit(8);
    const row = dishes[7];
    if (!row) throw new Error('no dishes');
    await setPicture(row.id, `${pictures.origin}/red.png`, { photo: null, photoSourceUrl: null });
    const warnings = new Map<string, string>();
    const log = {
      info: () => {},
      warn: (details: { url?: string; err?: unknown }) => {
        warnings.set(details.url ?? '', String(details.err));
      },
    };
    const asked = pictures.asked.length;

    expect(await importer(downloadPicture, log).importAll()).toBe(0);

    expect(pictures.asked.length).toBe(asked);
    expect((await dish(row.id)).photo).toBeNull();
    expect(warnings.get(`${pictures.origin}/red.png`)).toBe(
      'RefusedFetch: 127.0.0.1 is not a public address',
    );
  });
});
