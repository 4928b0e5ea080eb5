import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { YandexMap } from './yandex-map';
import { loadYandexMaps, type Ymaps3 } from './yandex-maps-loader';

vi.mock('./yandex-maps-loader', () => ({ loadYandexMaps: vi.fn() }));

/** A stand-in for ymaps3 that records what the map was made of. */
function fakeYmaps3() {
  const made = {
    maps: [] as { element: HTMLElement; zoom: number; center: [number, number] }[],
    markers: [] as { coordinates: [number, number]; element: HTMLElement }[],
    features: [] as { geometry: unknown; style: unknown }[],
    removed: 0,
    updates: [] as number[],
    destroyed: 0,
  };
  const ymaps3 = {
    ready: Promise.resolve(),
    YMap: class {
      element: HTMLElement;
      constructor(
        element: HTMLElement,
        props: { location: { center: [number, number]; zoom: number } },
      ) {
        this.element = element;
        made.maps.push({ element, ...props.location });
      }
      addChild(child: unknown) {
        if (child && typeof child === 'object' && 'marker' in child) {
          const { marker } = child as { marker: (typeof made.markers)[number] };
          made.markers.push(marker);
          this.element.append(marker.element);
        }
        if (child && typeof child === 'object' && 'feature' in child) {
          made.features.push((child as { feature: (typeof made.features)[number] }).feature);
        }
        return this;
      }
      removeChild() {
        made.removed++;
        return this;
      }
      update(props: { location: { zoom: number } }) {
        made.updates.push(props.location.zoom);
      }
      destroy() {
        made.destroyed++;
      }
    },
    YMapDefaultSchemeLayer: class {},
    YMapDefaultFeaturesLayer: class {},
    YMapFeature: class {
      feature: { geometry: unknown; style: unknown };
      constructor(props: { geometry: unknown; style: unknown }) {
        this.feature = props;
      }
    },
    YMapMarker: class {
      marker: { coordinates: [number, number]; element: HTMLElement };
      constructor(props: { coordinates: [number, number] }, element: HTMLElement) {
        this.marker = { coordinates: props.coordinates, element };
      }
    },
  };
  return { ymaps3: ymaps3 as unknown as Ymaps3, made };
}

afterEach(cleanup);

const noZones = () => stubApi({ 'GET /api/delivery-zones': json(200, []) });

describe('the Yandex map', () => {
  it('is centred near the city centre with the three placemarks, zoomed for the window', async () => {
    const { ymaps3, made } = fakeYmaps3();
    vi.mocked(loadYandexMaps).mockResolvedValue(ymaps3);
    noZones();
    const { unmount } = renderPage(<YandexMap apiKey="test-key" onFailure={vi.fn()} />);
    await vi.waitFor(() => expect(made.markers).toHaveLength(3));
    expect(loadYandexMaps).toHaveBeenCalledWith('test-key');
    expect(made.maps[0]?.zoom).toBe(13);
    expect(made.maps[0]?.center).toEqual([131.8865, 43.1165]);
    expect(made.markers.map((m) => m.coordinates)).toEqual([
      [131.88392, 43.11695],
      [131.88353, 43.11752],
      [131.88421, 43.11684],
    ]);

    // a balloon with the name and the phone
    const pin = screen.getByRole('button', { name: 'Sibumi' });
    act(() => pin.click());
    expect(pin.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '+7 (423) 200-10-10' })).toBeTruthy();

    // narrower window, other zoom
    act(() => {
      window.innerWidth = 700;
      window.dispatchEvent(new Event('resize'));
    });
    expect(made.updates).toContain(11);
    window.innerWidth = 1024;
    unmount();
    expect(made.destroyed).toBe(1);
  });

  it('gives way to the keyless map when the script cannot be loaded', async () => {
    vi.mocked(loadYandexMaps).mockRejectedValue(new Error('blocked'));
    const onFailure = vi.fn();
    noZones();
    renderPage(<YandexMap apiKey="test-key" onFailure={onFailure} />);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
  });

  it('draws the delivery zones that have an outline, in the delivery page’s colours', async () => {
    const { ymaps3, made } = fakeYmaps3();
    vi.mocked(loadYandexMaps).mockResolvedValue(ymaps3);
    const centre: [number, number][] = [
      [43.13, 131.87],
      [43.13, 131.9],
      [43.1, 131.9],
    ];
    stubApi({
      'GET /api/delivery-zones': json(200, [
        { id: 1, name: 'Центр', price: 300, polygon: centre },
        { id: 2, name: 'Улицы', price: 400 },
        { id: 3, name: 'Вторая речка', price: 450, polygon: [...centre].reverse() },
      ]),
    });
    const { unmount } = renderPage(<YandexMap apiKey="test-key" onFailure={vi.fn()} />);
    await vi.waitFor(() => expect(made.features).toHaveLength(2));
    expect(made.features[0]).toEqual({
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [131.87, 43.13],
            [131.9, 43.13],
            [131.9, 43.1],
          ],
        ],
      },
      style: { stroke: [{ width: 2, color: 'rgb(181 83 44)' }], fill: 'rgb(181 83 44 / 0.18)' },
    });
    expect(made.features[1]?.style).toMatchObject({ fill: 'rgb(46 125 90 / 0.18)' });
    expect(
      screen.getByRole('region', { name: /зоны доставки — Центр, Вторая речка$/ }),
    ).toBeTruthy();
    unmount();
    expect(made.destroyed).toBe(1);
  });
});
