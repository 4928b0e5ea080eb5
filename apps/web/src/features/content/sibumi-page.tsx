/**
 * Sibumi's page (SPEC.md §2 "Brand pages and About"): a page module of its own, so
 * its first load carries its own words and no other showcase page's (decision 037).
 */
import { sibumi } from '../../content/sibumi-content';
import { ShowcasePage } from './showcase-page';

export const VenuePage = () => <ShowcasePage content={sibumi} />;
