/**
 * A page's head (title, description, canonical address, Open Graph, JSON-LD) and HTTP status.
 * While the server renders (entry-server.tsx) they are written into the render's record and
 * become the HTML's head and the answer's status; in the browser the head follows navigation.
 */
import type { SitePage } from '@storefront/contract/site-page-heads';
import { createContext, useContext, useEffect } from 'react';

export interface HeadData {
  title: string;
  description: string;
  /** site-relative canonical path; null: the page is not to be indexed (personal pages) */
  canonicalPath: string | null;
  /** site-relative or absolute picture for link previews */
  image?: string;
  /** Open Graph type: 'website' unless said */
  type?: 'website' | 'product' | 'restaurant.menu';
  /** schema.org objects (features/seo/structured-data.ts), each its own script */
  jsonLd?: readonly object[];
}

/** What the server learns from rendering a page. */
export interface RenderRecord {
  status: number;
  head: HeadData | null;
  /** the site's address, for the absolute URLs of structured data */
  origin: string;
}

export const RenderRecordContext = createContext<RenderRecord | null>(null);

/** The site's address: the server's PUBLIC_URL (or the request's host) while it renders. */
export function useSiteOrigin(): string {
  const record = useContext(RenderRecordContext);
  return record ? record.origin : window.location.origin;
}

/** The head of a page with fixed texts (packages/contract/src/site-pages.ts). */
export function sitePageHead(page: SitePage, extra: Partial<HeadData> = {}): HeadData {
  return { title: page.title, description: page.description, canonicalPath: page.path, ...extra };
}

export function PageHead(head: HeadData) {
  const record = useContext(RenderRecordContext);
  // Server: the innermost page renders last and wins (a menu page over the layout's default).
  if (record) record.head = head;
  const key = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the head's content is its key
  useEffect(() => applyHead(head), [key]);
  return null;
}

/** The HTTP status of the page being rendered: 404 for the not-found page. */
export function HttpStatus({ code }: { code: number }) {
  const record = useContext(RenderRecordContext);
  if (record) record.status = code;
  return null;
}

const JSON_LD_ID = 'page-json-ld';

/** The address the document was loaded at: the server's structured data in it belongs there. */
const landingPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** The browser's document head made to match a page the guest navigated to. */
function applyHead(head: HeadData) {
  document.title = head.title;
  const origin = window.location.origin;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.canonicalPath === null ? 'noindex' : null);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:type', head.type ?? 'website');
  setMeta(
    'property',
    'og:url',
    head.canonicalPath === null ? null : new URL(head.canonicalPath, origin).href,
  );
  setMeta('property', 'og:image', head.image ? new URL(head.image, origin).href : null);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonicalPath === null) canonical?.remove();
  else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = new URL(head.canonicalPath, origin).href;
  }
  // The browser's build makes no structured data (decision 035): the server's stays with the page
  // it was made for, and goes once the guest has moved on to another.
  if (head.jsonLd === undefined && window.location.pathname === landingPath) return;
  for (const old of document.head.querySelectorAll(`script[data-id="${JSON_LD_ID}"]`)) old.remove();
  for (const data of head.jsonLd ?? []) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.id = JSON_LD_ID;
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/** The head as HTML, for the server's answer; every value escaped. */
export function headHtml(head: HeadData, origin: string): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const tags = [
    `<title>${text(head.title)}</title>`,
    `<meta name="description" content="${attribute(head.description)}">`,
    `<meta property="og:title" content="${attribute(head.title)}">`,
    `<meta property="og:description" content="${attribute(head.description)}">`,
    `<meta property="og:type" content="${attribute(head.type ?? 'website')}">`,
    '<meta property="og:locale" content="ru_RU">',
  ];
  if (head.canonicalPath === null) tags.push('<meta name="robots" content="noindex">');
  else {
    const url = absolute(head.canonicalPath);
    tags.push(`<link rel="canonical" href="${attribute(url)}">`);
    tags.push(`<meta property="og:url" content="${attribute(url)}">`);
  }
  if (head.image)
    tags.push(`<meta property="og:image" content="${attribute(absolute(head.image))}">`);
  for (const data of head.jsonLd ?? []) {
    tags.push(
      `<script type="application/ld+json" data-id="${JSON_LD_ID}">${scriptJson(data)}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const text = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (value: string) => text(value).replace(/"/g, '&quot;');
