/**
 * Which courier zone an address lies in, by the zones' outlines (issue 31 item 13, decision 080):
 * the house's point (the geocoder's) inside a zone's outline. The guest's choice of zone sets the
 * fee and the minimum, so a point inside another zone's outline, or outside the outline of the
 * zone chosen, is refused at the zone field. A zone without an outline is not judged: the guest's
 * choice stands for it, as it always did.
 */
import type { LatLng } from '@storefront/contract/catalog';
import {
  deliveryRefusalMessage,
  otherZoneMessage,
} from '@storefront/contract/delivery-restrictions';
import type { GeoPoint } from '../../adapters/geocoder/yandex-geocoder';

/** A zone as the check reads it: its name and its outline, if it has one. */
export interface OutlinedZone {
  id: number;
  name: string;
  /** [latitude, longitude] points in order; null or fewer than three: no outline */
  polygon: readonly LatLng[] | null;
}

const hasOutline = (zone: OutlinedZone): zone is OutlinedZone & { polygon: readonly LatLng[] } =>
  (zone.polygon?.length ?? 0) >= 3;

/**
 * Whether a point lies inside an outline (even-odd ray casting on latitude and longitude: a city's
 * zones are small enough for the plane). A point on the edge may fall either way.
 */
export function inOutline(point: GeoPoint, outline: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [latI, lngI] = outline[i] as LatLng;
    const [latJ, lngJ] = outline[j] as LatLng;
    const crosses =
      latI > point.latitude !== latJ > point.latitude &&
      point.longitude < ((lngJ - lngI) * (point.latitude - latI)) / (latJ - latI) + lngI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/**
 * The guest's message when the house's point does not belong to the zone chosen; null when it
 * does, when there is no point, or when neither the chosen zone nor any zone around the point
 * has an outline.
 */
export function outlineRefusal(
  point: GeoPoint | null,
  chosenZoneId: number | null,
  zones: readonly OutlinedZone[],
): string | null {
  if (!point) return null;
  const outlined = zones.filter(hasOutline);
  const chosen = outlined.find((zone) => zone.id === chosenZoneId);
  if (chosen && inOutline(point, chosen.polygon)) return null;
  const actual = outlined.find((zone) => inOutline(point, zone.polygon));
  if (actual) return otherZoneMessage(actual.name);
  return chosen ? deliveryRefusalMessage('OutOfTerminalZone') : null;
}
