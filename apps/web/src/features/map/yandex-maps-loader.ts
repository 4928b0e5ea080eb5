/**
 * Loads Yandex Maps JS API v3 once per page. The key is the build's VITE_YMAPS_KEY; the server
 * allows Yandex's hosts in its Content Security Policy when the same variable is set.
 */

/** The parts of `ymaps3` this app uses (https://yandex.ru/maps-api/docs/js-api/). */
export interface Ymaps3 {
  ready: Promise<void>;
  YMap: new (
    element: HTMLElement,
    props: { location: { center: [number, number]; zoom: number } },
  ) => YMapInstance;
  YMapDefaultSchemeLayer: new (props: object) => unknown;
  YMapDefaultFeaturesLayer: new (props: object) => unknown;
  YMapMarker: new (props: { coordinates: [number, number] }, element: HTMLElement) => unknown;
  YMapFeature: new (props: {
    geometry: { type: 'Polygon'; coordinates: [number, number][][] };
    style: { stroke: { width: number; color: string }[]; fill: string };
  }) => unknown;
}

export interface YMapInstance {
  addChild(child: unknown): YMapInstance;
  removeChild(child: unknown): YMapInstance;
  update(props: { location: { center?: [number, number]; zoom: number } }): void;
  destroy(): void;
}

declare global {
  interface Window {
    ymaps3?: Ymaps3;
  }
}

/** A script that neither loads nor fails (a stalled connection) would leave an empty box. */
export const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<Ymaps3> | null = null;

export function loadYandexMaps(apiKey: string): Promise<Ymaps3> {
  loading ??= new Promise<Ymaps3>((resolve, reject) => {
    // A script given up on may still have arrived since.
    if (window.ymaps3) {
      window.ymaps3.ready.then(() => resolve(window.ymaps3 as Ymaps3), reject);
      return;
    }
    const script = document.createElement('script');
    const fail = (error: unknown) => {
      clearTimeout(timer);
      script.remove();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('Yandex Maps took too long')), LOAD_TIMEOUT_MS);
    script.src = `https://api-maps.yandex.ru/v3/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => {
      const ymaps3 = window.ymaps3;
      if (!ymaps3) return fail(new Error('Yandex Maps did not start'));
      ymaps3.ready.then(() => {
        clearTimeout(timer);
        resolve(ymaps3);
      }, fail);
    };
    script.onerror = () => fail(new Error('Yandex Maps could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // a later map may try again
    throw error;
  });
  return loading;
}
