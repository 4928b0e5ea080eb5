/**
 * The storefront's index.html for a page route, with the route's code-split files listed as
 * preloads (from the build's .vite/page-preloads.json), so the browser fetches the page's code
 * while it fetches the entry instead of after the entry has run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface PagePreloads {
  routes: {
    path: string;
    scripts: string[];
    styles: string[];
    images?: { href: string; media: string }[];
  }[];
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** '/menu/:id' → /^\/menu\/[^/]+$/ (React Router's case-sensitive path patterns). */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Pictures a page shows first that depend on data (menu photos): `[]` for most pages. */
export type PageImages = (path: string) => Promise<string[]>;

export function createPageHtml(
  distDir: string,
  pageImages: PageImages = async () => [],
): (path: string) => Promise<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const withImages = async (page: string, path: string) => {
    const images = await pageImages(path);
    if (images.length === 0) return page;
    const links = images.map(
      (href) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}">`,
    );
    return page.replace('</head>', `${links.join('\n    ')}\n  </head>`);
  };
  const preloadsFile = join(distDir, '.vite', 'page-preloads.json');
  if (!existsSync(preloadsFile)) return (path) => withImages(html, path);
  const { routes } = JSON.parse(readFileSync(preloadsFile, 'utf8')) as PagePreloads;
  const pages = routes.map((route) => {
    const links = [
      ...route.scripts.map(
        (file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`,
      ),
      // The server-rendered page is drawn with its styles before its code runs; the code's own
      // loader finds them already in place and adds none.
      ...route.styles.map(
        (file) => `<link rel="stylesheet" crossorigin href="${attribute(file)}">`,
      ),
      ...(route.images ?? []).map(
        (image) =>
          `<link rel="preload" as="image" fetchpriority="high" href="${attribute(image.href)}" media="${attribute(image.media)}">`,
      ),
    ];
    return {
      pattern: routePattern(route.path),
      html: html.replace('</head>', `${links.join('\n    ')}\n  </head>`),
    };
  });
  return (path) => withImages(pages.find((page) => page.pattern.test(path))?.html ?? html, path);
}
