/**
 * A local stand-in for the Yandex Geocoder HTTP API (GET /1.x/?apikey&geocode&format=json): its
 * documented answer shape (response.GeoObjectCollection.featureMember[].GeoObject with
 * GeocoderMetaData.precision and Point.pos 'longitude latitude'), its 403 for a wrong key, and a
 * hang on demand. Tests set what each address resolves to.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeocoderPlace {
  latitude: number;
  longitude: number;
  /** 'exact', 'number', 'near', 'range', 'street', 'other' */
  precision: string;
}

export async function startFakeYandexGeocoder(apiKey: string) {
  const state = {
    /** address as asked → what it is found as; an address not here is found nowhere */
    places: new Map<string, FakeGeocoderPlace>(),
    /** every `geocode` asked, in order */
    asked: [] as string[],
    /** while true, requests get no answer */
    hang: false,
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://geocoder.test');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/1.x/') return json(404, { statusCode: 404, error: 'Not Found' });
    if (url.searchParams.get('apikey') !== apiKey)
      return json(403, { statusCode: 403, error: 'Forbidden', message: 'Invalid api key' });
    const geocode = url.searchParams.get('geocode');
    if (!geocode)
      return json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: "Missing required parameter 'geocode'",
      });
    state.asked.push(geocode);
    if (state.hang) return;
    const place = state.places.get(geocode);
    json(200, {
      response: {
        GeoObjectCollection: {
          metaDataProperty: {
            GeocoderResponseMetaData: { request: geocode, found: place ? '1' : '0', results: '1' },
          },
          featureMember: place
            ? [
                {
                  GeoObject: {
                    metaDataProperty: {
                      GeocoderMetaData: {
                        kind: 'house',
                        text: geocode,
                        precision: place.precision,
                      },
                    },
                    name: geocode,
                    Point: { pos: `${place.longitude} ${place.latitude}` },
                  },
                },
              ]
            : [],
        },
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
