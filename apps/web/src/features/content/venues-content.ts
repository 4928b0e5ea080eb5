/**
 * Words and pictures of the three venue pages and About, together: for the build (the
 * header picture each showcase route preloads, page-preloads.ts) and the tests. The pages
 * themselves import only their own files, the header's and the body's (decision 037); the
 * shared shape is in showcase-content.ts, the legal block in legal-content.ts.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { aboutBody } from './about-body-content';
import { about } from './about-content';
import { bistroBody } from './bistro-body-content';
import { bistro } from './bistro-content';
import { gastropubBody } from './gastropub-body-content';
import { gastropub } from './gastropub-content';
import type { ShowcasePageContent, ShowcaseTheme } from './showcase-content';
import { sibumiBody } from './sibumi-body-content';
import { sibumi } from './sibumi-content';

export * from './showcase-content';

export const showcasePages: Record<ShowcaseTheme, ShowcasePageContent> = {
  gastropub: { ...gastropub, ...gastropubBody },
  sibumi: { ...sibumi, ...sibumiBody },
  bistro: { ...bistro, ...bistroBody },
  about: { ...about, ...aboutBody },
};

/** Whose page each venue page is (the routes come from the contract's page manifest). */
export const venueShowcase: Record<MenuVenueId, Exclude<ShowcaseTheme, 'about'>> = {
  1: 'gastropub',
  2: 'sibumi',
  3: 'bistro',
};
