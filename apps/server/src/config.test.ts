import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configKeys, loadConfig, productionWarnings } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toBe('./data');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ IMAGE_URL_TEMPLATE: 'https://img.example/x.jpg' })).toThrow(
      /IMAGE_URL_TEMPLATE: must contain \{iikoId\}/,
    );
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('takes iikoCard only with POS=iiko', () => {
    expect(loadConfig({}).IIKO_LOYALTY).toBe('off');
    expect(() => loadConfig({ IIKO_LOYALTY: 'iikocard' })).toThrow(
      /IIKO_LOYALTY: iikoCard prices through iiko: valid only with POS=iiko/,
    );
    expect(() => loadConfig({ IIKO_LOYALTY: 'yes' })).toThrow(/IIKO_LOYALTY/);
    const iiko = {
      POS: 'iiko',
      IIKO_API_LOGIN: 'login',
      IIKO_ORGANIZATIONS: `1=${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)},2=${'2'.repeat(8)}-2222-4222-8222-${'2'.repeat(12)},3=${'3'.repeat(8)}-3333-4333-8333-${'3'.repeat(12)}`,
    };
    expect(loadConfig({ ...iiko, IIKO_LOYALTY: 'iikocard' }).IIKO_LOYALTY).toBe('iikocard');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('is documented in .env.example and the README', () => {
    const root = new URL('../../../', import.meta.url);
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    for (const key of configKeys) {
      expect(example, `.env.example lacks ${key}`).toMatch(new RegExp(`^#? ?${key}=`, 'm'));
      expect(readme, `README lacks ${key}`).toContain(`\`${key}\``);
    }
  });
});

describe('production mode', () => {
  const live = {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: '1',
    YOOKASSA_SECRET_KEY: 'k',
    STAFF_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    PUBLIC_URL: 'https://shop.example.ru',
  };

  it('refuses the test payment page unless it is allowed explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: the test payment page \(sandbox\) is refused when NODE_ENV=production/,
    );
    const staging = loadConfig({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      STAFF_SECRET_KEY: live.STAFF_SECRET_KEY,
      PUBLIC_URL: live.PUBLIC_URL,
    });
    expect(staging.PAYMENT_PROVIDER).toBe('sandbox');
    expect(productionWarnings(staging)).toContainEqual(
      expect.stringMatching(/^ALLOW_SANDBOX_PAYMENTS=1/),
    );
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('needs the key that seals the staff’s second factors, 32 bytes', () => {
    const { STAFF_SECRET_KEY: _key, ...keyless } = live;
    expect(() => loadConfig(keyless)).toThrow(
      /STAFF_SECRET_KEY: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...live, STAFF_SECRET_KEY: 'c2hvcnQ=' })).toThrow(
      /STAFF_SECRET_KEY: must be 32 bytes/,
    );
  });

  it('needs the site’s own address: pages, links and the page memory do not follow the Host (issue 31 item 8)', () => {
    const { PUBLIC_URL: _url, ...addressless } = live;
    expect(() => loadConfig(addressless)).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(loadConfig(live).PUBLIC_URL_FIXED).toBe(true);
    expect(loadConfig({}).PUBLIC_URL_FIXED).toBe(false);
  });

  it('refuses the dev mailbox, naming the variable', () => {
    expect(() => loadConfig({ ...live, DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX: shows every code/);
    expect(loadConfig(live).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
  });

  it('warns about what guests will not receive', () => {
    const warnings = productionWarnings(loadConfig(live));
    expect(warnings).toEqual([
      expect.stringMatching(/^EMAIL_TRANSPORT=log: no e-mail leaves the server/),
      expect.stringMatching(/^SMS=log: no SMS leaves the server/),
    ]);
    const complete = loadConfig({
      ...live,
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.ru',
      SMS: 'smsru',
      SMSRU_API_ID: 'id',
    });
    expect(productionWarnings(complete)).toEqual([]);
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });
});
