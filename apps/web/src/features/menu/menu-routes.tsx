/** Route components of the menu feature (the router lazy-loads this module). */
import type { MenuVenueId } from '@storefront/contract/venues';
import { useParams } from 'react-router';
import { MenuPage } from './menu-page';
import { ProductPage } from './product-page';

/** A venue's delivery menu, or `/menu` (no venue: the switcher's first). */
export const VenueMenu = ({ venueId }: { venueId?: MenuVenueId }) => (
  <MenuPage kind="regular" venueId={venueId} />
);

export function SpecialMenu() {
  const { url = '' } = useParams();
  return <MenuPage key={url} kind="special" url={url} />;
}

export const ProductCardPage = () => <ProductPage special={false} />;
export const SpecialProductCardPage = () => <ProductPage special />;
