/**
 * Writes dist/.vite/page-preloads.json: for each route of the route table, the code-split files of
 * its page (scripts and styles the entry does not already load). The server lists them in the
 * page's HTML, so the browser fetches them alongside the entry instead of after it has run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import type { RouteEntry } from './src/app/route-table';

/** The web's route table (src/app/route-table.ts), loaded by Vite: it imports the contract's TypeScript. */
export interface Routes {
  routeTable: readonly RouteEntry[];
  pageModules: Readonly<Record<RouteEntry['module'], string>>;
}

import type { HeroImages } from './src/features/content/hero-images';

type Content = typeof import('./src/features/content/venues-content') &
  typeof import('./src/features/content/home-content');

/** The header picture of each showcase route: its largest paint, so it is fetched with the page. */
function heroesOf(
  { routeTable }: Routes,
  { homeContent, showcasePages, venueShowcase }: Content,
): Record<string, HeroImages> {
  const heroes: Record<string, HeroImages> = {};
  for (const route of routeTable) {
    if (route.component === 'HomePage') heroes[route.path] = homeContent.hero.images;
    if (route.component === 'AboutPage') heroes[route.path] = showcasePages.about.hero;
    if (route.component === 'VenuePage' && route.venueId !== undefined) {
      heroes[route.path] = showcasePages[venueShowcase[route.venueId]].hero;
    }
  }
  return heroes;
}

/** The same choice as HeroMedia's <picture> sources. */
function heroPreloads(hero: HeroImages | undefined): PagePreloads['routes'][number]['images'] {
  if (!hero) return [];
  return [
    { href: hero.mobile, media: '(max-width: 699.98px)' },
    { href: hero.loop, media: '(min-width: 700px) and (prefers-reduced-motion: no-preference)' },
    { href: hero.still, media: '(min-width: 700px) and (prefers-reduced-motion: reduce)' },
  ];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PagePreloads {
  routes: {
    path: string;
    /** a page for one guest (basket, order, account): rendered as a frame, not indexed */
    personal: boolean;
    scripts: string[];
    styles: string[];
    images: { href: string; media: string }[];
  }[];
}

/** The chunk and everything it imports statically. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export function pagePreloads(
  { routeTable, pageModules }: Routes,
  manifest: Manifest,
  heroes: Record<string, HeroImages>,
): PagePreloads {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const loaded = closure(manifest, entry);
  const files = (keys: Iterable<string>, pick: (chunk: ManifestChunk) => string[]) =>
    [...keys].flatMap((key) => pick(manifest[key] as ManifestChunk)).map((file) => `/${file}`);
  const loadedStyles = new Set(files(loaded, (chunk) => chunk.css ?? []));
  const unknown = Object.keys(heroes).filter((path) => !routeTable.some((r) => r.path === path));
  if (unknown.length > 0)
    throw new Error(`hero pictures for unknown routes: ${unknown.join(', ')}`);
  return {
    routes: routeTable.map(({ path, module, personalName }) => {
      const keys = [...closure(manifest, pageModules[module])].filter((key) => !loaded.has(key));
      return {
        path,
        personal: personalName !== undefined,
        scripts: files(keys, (chunk) => [chunk.file]),
        styles: files(keys, (chunk) => chunk.css ?? []).filter((file) => !loadedStyles.has(file)),
        images: heroPreloads(heroes[path]),
      };
    }),
  };
}

export function pagePreloadsPlugin(): Plugin {
  let manifestDir = '';
  let root = '';
  return {
    name: 'storefront:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      manifestDir = join(resolve(config.root, config.build.outDir), '.vite');
    },
    async writeBundle() {
      const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8'));
      // The routes and the content import the contract's TypeScript, which Node cannot load.
      const load = async <T>(module: string) =>
        (await runnerImport<T>(module, { configFile: false, root })).module;
      const routes = await load<Routes>(join(root, 'src/app/route-table.ts'));
      const content = {
        ...(await load<Content>(join(root, 'src/features/content/venues-content.ts'))),
        ...(await load<Content>(join(root, 'src/features/content/home-content.ts'))),
      };
      writeFileSync(
        join(manifestDir, 'page-preloads.json'),
        JSON.stringify(pagePreloads(routes, manifest, heroesOf(routes, content)), null, 1),
      );
    },
  };
}
