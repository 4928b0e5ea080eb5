/** About (SPEC.md §2 "Brand pages and About"): its own page module, with its own words only. */
import { about } from '../../content/about-content';
import { ShowcasePage } from './showcase-page';

export const AboutPage = () => <ShowcasePage content={about} />;
