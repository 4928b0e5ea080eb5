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

/**
 * A stylesheet written into the page instead of linked: the first paint waits for no request
 * (some 3–8 KB of CSS per page, compressed with the page). A page module's own styles are also
 * named by a `disabled` link: the code's loader, which adds a module's styles when it is
 * imported, finds it and adds none, and a disabled stylesheet is neither fetched nor applied.
 * A file the build does not have stays a plain link.
 */
function stylesInliner(distDir: string) {
  return (href: string, { loadedByCode }: { loadedByCode: boolean }): string => {
    const file = join(distDir, href);
    if (!href.startsWith('/assets/') || !existsSync(file)) {
      return `<link rel="stylesheet" crossorigin href="${attribute(href)}">`;
    }
    // A stylesheet cannot close the element it is written in.
    const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    const style = `<style data-href="${attribute(href)}">${css}</style>`;
    return loadedByCode
      ? `${style}<link rel="stylesheet" crossorigin href="${attribute(href)}" disabled>`
      : style;
  };
}

/** Pictures a page shows first that depend on data (menu photos): `[]` for most pages. */
export type PageImages = (path: string) => Promise<string[]>;

/**
 * Where the head's first requests go: right after the title, before the page's own head (its
 * structured data can be 10 KB) and the scripts. Styles block the first paint and the header
 * picture is the largest, so the browser asks for them before the page's code.
 */
const FIRST_REQUESTS_AT = '<!--app-head-->';

export function createPageHtml(
  distDir: string,
  pageImages: PageImages = async () => [],
): (path: string) => Promise<string> {
  const built = readFileSync(join(distDir, 'index.html'), 'utf8');
  // The entry's stylesheet, which the build puts after the scripts, goes first too.
  const entryLinks = built.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const html = entryLinks.reduce(
    (page, tag) => page.replace(`${tag}\n`, '').replace(tag, ''),
    built,
  );
  const inline = stylesInliner(distDir);
  const entryStyles = entryLinks.map((tag) => {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    return href ? inline(href, { loadedByCode: false }) : tag;
  });
  const first = (page: string, links: string[]) =>
    page.includes(FIRST_REQUESTS_AT)
      ? page.replace(FIRST_REQUESTS_AT, `${links.join('\n    ')}\n    ${FIRST_REQUESTS_AT}`)
      : page.replace('</head>', `${links.join('\n    ')}\n  </head>`);
  const withImages = async (page: string, path: string) => {
    const images = await pageImages(path);
    if (images.length === 0) return page;
    return first(
      page,
      images.map(
        (href) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}">`,
      ),
    );
  };
  const preloadsFile = join(distDir, '.vite', 'page-preloads.json');
  const plain = first(html, entryStyles);
  if (!existsSync(preloadsFile)) return (path) => withImages(plain, path);
  const { routes } = JSON.parse(readFileSync(preloadsFile, 'utf8')) as PagePreloads;
  const pages = routes.map((route) => {
    // The server-rendered page is drawn with its styles before its code runs; the code's own
    // loader finds them already in place and adds none.
    const styles = route.styles.map((file) => inline(file, { loadedByCode: true }));
    const images = (route.images ?? []).map(
      (image) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${attribute(image.href)}" media="${attribute(image.media)}">`,
    );
    const scripts = route.scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`,
    );
    const withFirst = first(html, [...entryStyles, ...styles, ...images]);
    return {
      pattern: routePattern(route.path),
      html: withFirst.replace('</head>', `${scripts.join('\n    ')}\n  </head>`),
    };
  });
  return (path) => withImages(pages.find((page) => page.pattern.test(path))?.html ?? plain, path);
}
