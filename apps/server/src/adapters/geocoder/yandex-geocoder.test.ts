import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeYandexGeocoder } from '../../testing/fake-yandex-geocoder';
import { createYandexGeocoder } from './yandex-geocoder';

const KEY = 'geocoder-test-key';
let fake: Awaited<ReturnType<typeof startFakeYandexGeocoder>>;

beforeAll(async () => {
  fake = await startFakeYandexGeocoder(KEY);
  fake.state.places.set('Владивосток, Светланская, 14', {
    latitude: 43.11635,
    longitude: 131.88602,
    precision: 'exact',
  });
  fake.state.places.set('Владивосток, Светланская, 9999', {
    latitude: 43.1,
    longitude: 131.9,
    precision: 'street',
  });
});
afterAll(async () => {
  await fake.close();
});

describe('the Yandex geocoder', () => {
  it('finds a house’s point, latitude and longitude the right way round', async () => {
    const geocoder = createYandexGeocoder({
      apiKey: KEY,
      apiUrl: fake.url,
      log: { warn: vi.fn() },
    });
    expect(await geocoder.locate('Владивосток, Светланская, 14')).toEqual({
      latitude: 43.11635,
      longitude: 131.88602,
    });
  });

  it('trusts no point it placed only on the street, and none it did not find', async () => {
    const geocoder = createYandexGeocoder({
      apiKey: KEY,
      apiUrl: fake.url,
      log: { warn: vi.fn() },
    });
    expect(await geocoder.locate('Владивосток, Светланская, 9999')).toBeNull();
    expect(await geocoder.locate('Владивосток, Несуществующая, 1')).toBeNull();
  });

  it('gives no point, and says why in the log without the key, for a refused key or no answer', async () => {
    const warn = vi.fn();
    const wrongKey = createYandexGeocoder({ apiKey: 'wrong', apiUrl: fake.url, log: { warn } });
    expect(await wrongKey.locate('Владивосток, Светланская, 14')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      { status: 403, message: 'Invalid api key' },
      expect.any(String),
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain('wrong');

    fake.state.hang = true;
    try {
      const slow = createYandexGeocoder({
        apiKey: KEY,
        apiUrl: fake.url,
        timeoutMs: 100,
        log: { warn },
      });
      const started = Date.now();
      expect(await slow.locate('Владивосток, Светланская, 14')).toBeNull();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      fake.state.hang = false;
    }
  });
});
