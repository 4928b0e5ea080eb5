/**
 * The Yandex Geocoder HTTP API (geocode-maps.yandex.ru/1.x, JSON): an address to its point, so
 * that iiko's `delivery_restrictions/allowed` can place a courier order in its zones by
 * coordinates rather than by its own reading of the street's name (issue 15 item 3). Used only
 * when YANDEX_GEOCODER_KEY is set.
 *
 * Only a house found as such counts (`precision` exact, number or near): a point the geocoder
 * could place only on the street, or somewhere in the city, would put the order in whichever zone
 * that point falls in. Then, or when the geocoder fails, the address goes without a point and iiko
 * reads it itself.
 */
import { z } from 'zod';

export const YANDEX_GEOCODER_URL = 'https://geocode-maps.yandex.ru';
const DEFAULT_TIMEOUT_MS = 2_000;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  /** The house's point; null when there is none to trust. Never throws. */
  locate(address: string): Promise<GeoPoint | null>;
}

export interface GeocoderLog {
  warn(details: object, message: string): void;
}

/** The part of the answer this reads (the geocoder's documented response). */
const answerSchema = z.object({
  response: z.object({
    GeoObjectCollection: z.object({
      featureMember: z.array(
        z.object({
          GeoObject: z.object({
            metaDataProperty: z.object({
              GeocoderMetaData: z.object({ precision: z.string(), kind: z.string().optional() }),
            }),
            Point: z.object({ pos: z.string() }),
          }),
        }),
      ),
    }),
  }),
});

/** Precisions that name the house: exactly, by its number, or the nearest number to it. */
const HOUSE_PRECISIONS = new Set(['exact', 'number', 'near']);

export function createYandexGeocoder(options: {
  apiKey: string;
  apiUrl?: string;
  timeoutMs?: number;
  log: GeocoderLog;
}): Geocoder {
  const apiUrl = (options.apiUrl ?? YANDEX_GEOCODER_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async locate(address) {
      // The key can only go in the query (the API takes no header): the URL is never logged.
      const url = new URL(`${apiUrl}/1.x/`);
      url.search = new URLSearchParams({
        apikey: options.apiKey,
        geocode: address,
        format: 'json',
        results: '1',
        lang: 'ru_RU',
      }).toString();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) {
          // 403 {statusCode, error: 'Forbidden', message: 'Invalid api key'}; 400 a bad request
          const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
          options.log.warn(
            { status: response.status, message: answer.message },
            'the geocoder refused: the address goes without a point',
          );
          return null;
        }
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) {
          options.log.warn({}, 'the geocoder answered in an unknown shape');
          return null;
        }
        const found = parsed.data.response.GeoObjectCollection.featureMember[0]?.GeoObject;
        if (!found || !HOUSE_PRECISIONS.has(found.metaDataProperty.GeocoderMetaData.precision))
          return null;
        // 'longitude latitude', as the geocoder writes every point
        const [longitude, latitude] = found.Point.pos.split(/\s+/).map(Number);
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
        if (Math.abs(latitude ?? 91) > 90 || Math.abs(longitude ?? 181) > 180) return null;
        return { latitude: latitude as number, longitude: longitude as number };
      } catch (error) {
        options.log.warn(
          { err: error },
          'the geocoder did not answer: the address goes without a point',
        );
        return null;
      }
    },
  };
}
