/**
 * Sibumi's page (SPEC.md §2 "Brand pages and About"): a page module of its own, so
 * its first load carries its own words and no other showcase page's (decision 037).
 */

import { ShowcasePage, showcaseBody } from './showcase-page';
import { sibumi } from './sibumi-content';

const Body = showcaseBody(sibumi, async () => (await import('./sibumi-body-content')).sibumiBody);

export const VenuePage = () => <ShowcasePage content={sibumi} body={<Body />} />;
