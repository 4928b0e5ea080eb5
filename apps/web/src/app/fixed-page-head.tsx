/**
 * The head of a route whose texts are fixed (packages/contract/src/site-pages.ts): an alias takes
 * its page's head and canonical address. Pages made from the catalogue (dish cards, special menus)
 * give their own. Loaded apart from the first load (router.tsx).
 */
import {
  aliasPaths,
  contentPages,
  type SitePage,
  venueMenuPages,
} from '@storefront/contract/site-pages';
import { PageHead, sitePageHead, useSiteOrigin } from '../ui/page-head';
import type { FixedPageJsonLd } from './router';

const fixedPages = new Map<string, SitePage>(
  [...contentPages, ...venueMenuPages].map((sitePage) => [sitePage.path, sitePage]),
);
/** Menus are `restaurant.menu` to link previews, as the server's render says (menu-page.tsx). */
const menuPaths = new Set(['/menu', ...venueMenuPages.map((sitePage) => sitePage.path)]);

export function FixedPageHead({ path, jsonLdOf }: { path: string; jsonLdOf?: FixedPageJsonLd }) {
  const origin = useSiteOrigin();
  const page = fixedPages.get(aliasPaths[path] ?? path);
  if (!page) return null;
  const jsonLd = jsonLdOf?.(path, origin);
  const type = menuPaths.has(page.path) ? 'restaurant.menu' : undefined;
  return <PageHead {...sitePageHead(page, { jsonLd, ...(type ? { type } : {}) })} />;
}
