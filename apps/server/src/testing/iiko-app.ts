/** The app with POS=iiko against a local iiko (fake-iiko.ts), its three venues as the fake's. */
import { createTestApp, type TestAppOptions } from './app';
import { type FakeIiko, fakeIikoEnv } from './fake-iiko';

export function createIikoTestApp(
  iiko: Pick<FakeIiko, 'url'>,
  /** more of the environment, over the iiko settings */
  extraEnv: Record<string, string> = {},
  options?: TestAppOptions,
) {
  return createTestApp(
    {
      ...fakeIikoEnv(iiko),
      ...extraEnv,
    },
    options,
  );
}
