/**
 * The gastropub's page (SPEC.md §2 "Brand pages and About"): a page module of its own, so
 * its first load carries its own words and no other showcase page's (decision 037).
 */
import { gastropub } from './gastropub-content';
import { ShowcasePage, showcaseBody } from './showcase-page';

const Body = showcaseBody(
  gastropub,
  async () => (await import('./gastropub-body-content')).gastropubBody,
);

export const VenuePage = () => <ShowcasePage content={gastropub} body={<Body />} />;
