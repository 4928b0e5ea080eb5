/** Route components of the menu feature (the router lazy-loads this module). */
import { useParams } from 'react-router';
import { MenuPage } from './menu-page';
import { ProductPage } from './product-page';

export const AllVenuesMenu = () => <MenuPage kind="regular" />;
export const GastropubMenu = () => <MenuPage kind="regular" venueId={1} />;
export const SibumiMenu = () => <MenuPage kind="regular" venueId={2} />;
export const BistroMenu = () => <MenuPage kind="regular" venueId={3} />;

export function SpecialMenu() {
  const { url = '' } = useParams();
  return <MenuPage key={url} kind="special" url={url} />;
}

export const ProductCardPage = () => <ProductPage special={false} />;
export const SpecialProductCardPage = () => <ProductPage special />;
