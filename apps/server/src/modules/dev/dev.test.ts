import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { createDevMailbox, type DevMailbox } from '../../adapters/dev-mailbox';
import { devMailboxRoutes } from './routes';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function buildApp(mailbox: DevMailbox) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(devMailboxRoutes, { prefix: '/dev', mailbox });
  await app.ready();
  apps.push(app);
  return app;
}

function filledMailbox() {
  const times = ['2026-11-21T10:00:00.000Z', '2026-11-21T10:05:00.000Z'];
  let call = 0;
  const mailbox = createDevMailbox({ now: () => new Date(times[call++] ?? '') });
  mailbox.add({
    channel: 'email',
    to: 'ivan@example.ru',
    subject: 'Код для входа',
    text: 'Ваш код: 123456',
  });
  mailbox.add({ channel: 'sms', to: '79141234567', text: 'Код 654321' });
  return mailbox;
}

describe('GET /dev/outbox.json', () => {
  it('lists the mailbox newest first, never cached', async () => {
    const app = await buildApp(filledMailbox());
    const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        id: 2,
        channel: 'sms',
        to: '79141234567',
        text: 'Код 654321',
        createdAt: '2026-11-21T10:05:00.000Z',
      },
      {
        id: 1,
        channel: 'email',
        to: 'ivan@example.ru',
        subject: 'Код для входа',
        text: 'Ваш код: 123456',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
  });

  it('shows what was added after the app started', async () => {
    const mailbox = createDevMailbox();
    const app = await buildApp(mailbox);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json()).toEqual([]);
    mailbox.add({ channel: 'sms', to: '79141234567', text: 'Код 111111' });
    const list = (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
    expect(list).toMatchObject([{ id: 1, text: 'Код 111111' }]);
  });
});

describe('GET /dev/outbox', () => {
  it('renders a Russian page with the entries newest first, never cached', async () => {
    const app = await buildApp(filledMailbox());
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');

    const html = response.body;
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Исходящие письма и SMS (режим разработки)</title>');
    expect(html).toMatch(/только в режиме разработки/);
    const rows = html.match(/<tr>.*?<\/tr>/gs) ?? [];
    // the header row, then the SMS (newer), then the e-mail
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('79141234567');
    expect(rows[1]).toContain('<pre>Код 654321</pre>');
    expect(rows[1]).toContain('2026-11-21T10:05:00.000Z');
    expect(rows[2]).toContain('ivan@example.ru');
    expect(rows[2]).toContain('Код для входа');
    expect(rows[2]).toContain('<pre>Ваш код: 123456</pre>');
  });

  it('says so when nothing was sent yet', async () => {
    const app = await buildApp(createDevMailbox());
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Пока ничего не отправлено.');
    expect(response.body).not.toContain('<table>');
  });

  it('escapes every value it shows', async () => {
    const mailbox = createDevMailbox();
    mailbox.add({
      channel: 'email',
      to: '"><img src=x onerror=alert(2)>@example.ru',
      subject: "<b>Тема</b> & 'кавычки'",
      text: '<script>alert(1)</script>',
    });
    const app = await buildApp(mailbox);
    const html = (await app.inject({ method: 'GET', url: '/dev/outbox' })).body;

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Тема</b>');
    expect(html).toContain('<pre>&lt;script&gt;alert(1)&lt;/script&gt;</pre>');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;@example.ru');
    expect(html).toContain('&lt;b&gt;Тема&lt;/b&gt; &amp; &#39;кавычки&#39;');
  });
});
