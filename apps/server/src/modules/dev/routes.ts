/**
 * The development mailbox (API.md "Development outbox"): registered at /dev only with DEV_OUTBOX;
 * its pages keep their addresses /dev/outbox and /dev/outbox.json.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevMailbox, DevMailboxEntry } from '../../adapters/dev-mailbox';

export interface DevMailboxRoutesOptions {
  mailbox: DevMailbox;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const CHANNEL_NAMES: Record<DevMailboxEntry['channel'], string> = {
  email: 'e-mail',
  sms: 'SMS',
};

function row(entry: DevMailboxEntry): string {
  const cells = [
    `<td><time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(entry.createdAt)}</time></td>`,
    `<td>${escapeHtml(CHANNEL_NAMES[entry.channel])}</td>`,
    `<td>${escapeHtml(entry.to)}</td>`,
    `<td>${escapeHtml(entry.subject ?? '—')}</td>`,
    `<td><pre>${escapeHtml(entry.text)}</pre></td>`,
  ];
  return `<tr>${cells.join('')}</tr>`;
}

function mailboxPage(entries: DevMailboxEntry[]): string {
  const title = 'Исходящие письма и SMS (режим разработки)';
  const table =
    entries.length === 0
      ? '<p>Пока ничего не отправлено.</p>'
      : `<table>
<thead><tr><th>Время (UTC)</th><th>Канал</th><th>Кому</th><th>Тема</th><th>Текст</th></tr></thead>
<tbody>
${entries.map(row).join('\n')}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #222; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: inherit; }
.note { background: #fff6d6; border: 1px solid #e8d48a; padding: 0.6rem 0.8rem; }
</style>
</head>
<body>
<h1>${title}</h1>
<p class="note">Эта страница есть только в режиме разработки (DEV_OUTBOX=1): письма и SMS никуда не отправляются, а показываются здесь. В рабочем режиме её нет.</p>
<p>Новые сверху. Обновите страницу, чтобы увидеть только что отправленное. Данные в формате JSON: <a href="outbox.json">outbox.json</a>.</p>
${table}
</body>
</html>
`;
}

export const devMailboxRoutes: FastifyPluginAsyncZod<DevMailboxRoutesOptions> = async (
  app,
  options,
) => {
  const { mailbox } = options;

  // no-store: the mailbox changes with every message, and it holds login codes
  app.get('/outbox.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return mailbox.list();
  });

  app.get('/outbox', async (_request, reply) => {
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(mailbox.list()));
  });
};
