/** About (SPEC.md §2 "Brand pages and About"): its own page module, with its own words only. */
import { about } from './about-content';
import { ShowcasePage, showcaseBody } from './showcase-page';

const Body = showcaseBody(about, async () => (await import('./about-body-content')).aboutBody);

export const AboutPage = () => <ShowcasePage content={about} body={<Body />} />;
