/**
 * The pastry shop's page (SPEC.md §2 "Brand pages and About"): a page module of its own, so
 * its first load carries its own words and no other showcase page's (decision 037).
 */
import { bistro } from './bistro-content';
import { ShowcasePage, showcaseBody } from './showcase-page';

const Body = showcaseBody(bistro, async () => (await import('./bistro-body-content')).bistroBody);

export const VenuePage = () => <ShowcasePage content={bistro} body={<Body />} />;
