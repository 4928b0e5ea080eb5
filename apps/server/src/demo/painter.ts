/**
 * The demo's painter for the media routes (DESIGN.md §4 "Demo content"): photos cannot be fetched
 * here, so every dish, venue logo, page header and photo strip is drawn from simple shapes.
 */
import type { MediaPainter } from '../modules/media/painter';
import { renderVenueLogoSvg } from './art';
import { renderDishPicture } from './pictures';
import { renderGallerySvg, renderHeroSvg } from './scenes';

export const demoPainter: MediaPainter = {
  dish: renderDishPicture,
  venueLogo: renderVenueLogoSvg,
  hero: renderHeroSvg,
  gallery: renderGallerySvg,
};
