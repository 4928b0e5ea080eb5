/**
 * Route components of the dish cards (the router lazy-loads this module): a page module apart
 * from the menus (menu-routes.tsx), so neither first load carries the other's code (decision 037).
 */
import { ProductPage } from './product-page';

export const ProductCardPage = () => <ProductPage special={false} />;
export const SpecialProductCardPage = () => <ProductPage special />;
