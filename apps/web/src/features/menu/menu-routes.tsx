/**
 * Route components of the menus (the router lazy-loads this module); the dish cards are in
 * dish-routes.tsx.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { useParams } from 'react-router';
import { MenuPage } from './menu-page';

/** A venue's delivery menu, or `/menu` (no venue: the switcher's first). */
export const VenueMenu = ({ venueId }: { venueId?: MenuVenueId }) => (
  <MenuPage kind="regular" venueId={venueId} />
);

export function SpecialMenu() {
  const { url = '' } = useParams();
  return <MenuPage key={url} kind="special" url={url} />;
}
