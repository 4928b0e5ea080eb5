/** The app with POS=iiko against a local iiko (fake-iiko.ts), its three venues as the fake's. */
import { createTestApp, type TestAppOptions } from './app';
import { type FakeIiko, fakeIikoFixture } from './fake-iiko';

export function createIikoTestApp(
  iiko: Pick<FakeIiko, 'url'>,
  /** more of the environment, over the iiko settings */
  extraEnv: Record<string, string> = {},
  options?: TestAppOptions,
) {
  const v = fakeIikoFixture.venues;
  return createTestApp(
    {
      POS: 'iiko',
      IIKO_API_URL: iiko.url,
      IIKO_API_LOGIN: fakeIikoFixture.apiLogin,
      IIKO_ORGANIZATIONS: `1=${v[1].id},2=${v[2].id},3=${v[3].id}`,
      ...extraEnv,
    },
    options,
  );
}
