/** The SMTP sender against a real SMTP listener on loopback (DESIGN.md §5). */
import { createServer } from 'node:net';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailSender } from './email';
import { createSmtpEmailSender } from './smtp';

interface Received {
  raw: string;
  /** the sender asked for SMTPUTF8 (RFC 6531) */
  utf8: boolean;
  mailFrom: string | null;
  rcptTo: string[];
  user: unknown;
}

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  // senders first: the server waits for open pool connections before it closes
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSmtpServer(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  let connections = 0;
  let closedConnections = 0;
  const server = new SMTPServer({
    logger: false,
    // plain loopback: no TLS to offer
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onClose() {
      closedConnections += 1;
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          raw: Buffer.concat(chunks).toString('latin1'),
          utf8: mailFrom ? Object.hasOwn(mailFrom.args || {}, 'SMTPUTF8') : false,
          mailFrom: mailFrom ? mailFrom.address : null,
          rcptTo: rcptTo.map((r) => r.address),
          user: session.user,
        });
        callback();
      });
    },
    ...options,
  });
  // a client hanging up mid-session is reported here; without a listener it would throw
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    port: address.port,
    received,
    connections: () => connections,
    closedConnections: () => closedConnections,
  };
}

function sender(url: string, from = 'Ресторан «Тест» <noreply@example.ru>'): EmailSender {
  const created = createSmtpEmailSender({ url, from });
  cleanups.push(() => created.close());
  return created;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

// --- a small MIME reader: enough for what nodemailer writes (mailparser is not installed) ---

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('no header/body separator');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

function childParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not multipart');
  const [, ...rest] = part.body.split(`--${boundary}`);
  return rest
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => parseMime(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

/** Bytes written as latin1 characters, with =XX escapes decoded. */
function quotedPrintableBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return bytes;
}

/** RFC 2047 encoded words; adjacent words are joined as bytes (a letter may span two). */
function decodeHeader(value: string): string {
  let out = '';
  let pending: number[] = [];
  let last = 0;
  for (const match of value.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)) {
    const between = value.slice(last, match.index);
    if (between.trim() !== '' || pending.length === 0) {
      out += Buffer.from(pending).toString('utf8') + between;
      pending = [];
    }
    const [, encoding = '', data = ''] = match;
    pending.push(
      ...(encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : quotedPrintableBytes(data.replaceAll('_', ' '))),
    );
    last = match.index + match[0].length;
  }
  return out + Buffer.from(pending).toString('utf8') + value.slice(last);
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase() ?? '7bit';
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable')
    bytes = Buffer.from(quotedPrintableBytes(part.body.replace(/=\r\n/g, '')));
  else bytes = Buffer.from(part.body, 'latin1');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

// -------------------------------------------------------------------------------------------

const subject = 'Код для входа в «Ресторан»: 123456 — действует 10 минут, ёлки-палки';
const text = [
  'Здравствуйте, Иван!',
  '',
  'Ваш код для входа: 123456. Никому его не сообщайте, даже если представятся сотрудником ресторана.',
  'Щи да каша — пища наша. Съешь же ещё этих мягких французских булок, да выпей чаю.',
].join('\n');

describe('createSmtpEmailSender', () => {
  it('delivers a Russian message with envelope, UTF-8 subject and body intact', async () => {
    const server = await startSmtpServer({
      authMethods: ['PLAIN'],
      // no TLS on loopback, so AUTH must be allowed in the clear
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.method === 'PLAIN' && auth.username === 'shop' && auth.password === 'p@ss:w0rd') {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
    });

    await sender(`smtp://shop:p%40ss%3Aw0rd@127.0.0.1:${server.port}`).send({
      to: 'ivan@example.ru',
      subject,
      text,
    });

    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message?.mailFrom).toBe('noreply@example.ru');
    expect(message?.rcptTo).toEqual(['ivan@example.ru']);
    expect(message?.user).toBe('shop');

    const mime = parseMime(message?.raw ?? '');
    // the raw header is 7-bit: the subject went out encoded, not as bare UTF-8
    expect(mime.headers.get('subject')).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeHeader(mime.headers.get('subject') ?? '')).toBe(subject);
    expect(decodeHeader(mime.headers.get('from') ?? '')).toBe(
      'Ресторан «Тест» <noreply@example.ru>',
    );
    expect(mime.headers.get('to')).toBe('ivan@example.ru');
    expect(mime.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(decodeBody(mime).trimEnd()).toBe(text);
  });

  it('sends the html as an alternative next to the text when given', async () => {
    const server = await startSmtpServer();
    const html = '<p>Ваш код: <b>123456</b></p>';
    await sender(`smtp://127.0.0.1:${server.port}`).send({
      to: 'ivan@example.ru',
      subject,
      text,
      html,
    });

    const mime = parseMime(server.received[0]?.raw ?? '');
    expect(mime.headers.get('content-type')).toMatch(/^multipart\/alternative/i);
    const parts = childParts(mime);
    expect(parts.map((p) => p.headers.get('content-type')?.split(';')[0])).toEqual([
      'text/plain',
      'text/html',
    ]);
    expect(decodeBody(parts[0] as MimePart).trimEnd()).toBe(text);
    expect(decodeBody(parts[1] as MimePart).trimEnd()).toBe(html);
  });

  it('reuses one pooled connection for messages in a row and closes it on close()', async () => {
    const server = await startSmtpServer();
    const created = createSmtpEmailSender({
      url: `smtp://127.0.0.1:${server.port}`,
      from: 'noreply@example.ru',
    });
    await created.send({ to: 'a@example.ru', subject: 'Первое', text: 'Один' });
    await created.send({ to: 'b@example.ru', subject: 'Второе', text: 'Два' });
    expect(server.received.map((m) => m.rcptTo)).toEqual([['a@example.ru'], ['b@example.ru']]);
    expect(server.connections()).toBe(1);
    expect(server.closedConnections()).toBe(0);

    await created.close();
    await expect.poll(() => server.closedConnections()).toBe(1);
  });

  it('rejects when the server cannot be reached', async () => {
    const port = await freePort();
    await expect(
      sender(`smtp://127.0.0.1:${port}`).send({ to: 'ivan@example.ru', subject, text }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('rejects when the server refuses the recipient with 550', async () => {
    const server = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await expect(
      sender(`smtp://127.0.0.1:${server.port}`).send({ to: 'nobody@example.ru', subject, text }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(server.received).toEqual([]);
  });

  it('rejects when the password is wrong', async () => {
    const server = await startSmtpServer({
      authMethods: ['PLAIN'],
      allowInsecureAuth: true,
      onAuth(_auth, _session, callback) {
        callback(new Error('Invalid username or password'));
      },
    });
    await expect(
      sender(`smtp://shop:wrong@127.0.0.1:${server.port}`).send({
        to: 'ivan@example.ru',
        subject,
        text,
      }),
    ).rejects.toMatchObject({ code: 'EAUTH' });
    expect(server.received).toEqual([]);
  });

  it('delivers to an ASCII name at a Cyrillic domain, the domain in punycode', async () => {
    const server = await startSmtpServer();
    await sender(`smtp://127.0.0.1:${server.port}`).send({ to: 'info@ресторан.рф', subject, text });
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    // plain SMTP is enough; the listener reads the envelope's punycode back into letters
    expect(message?.utf8).toBe(false);
    expect(message?.rcptTo).toEqual(['info@ресторан.рф']);
    const mime = parseMime(message?.raw ?? '');
    expect(mime.headers.get('to')).toBe('info@xn--80ajzcicfi.xn--p1ai');
    expect(decodeBody(mime).trimEnd()).toBe(text);
  });

  it('delivers to a Cyrillic name at a Cyrillic domain over SMTPUTF8', async () => {
    const server = await startSmtpServer();
    await sender(`smtp://127.0.0.1:${server.port}`).send({ to: 'гость@пример.рф', subject, text });
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message?.utf8).toBe(true);
    expect(message?.rcptTo).toEqual(['гость@пример.рф']);
    const mime = parseMime(message?.raw ?? '');
    expect(Buffer.from(mime.headers.get('to') ?? '', 'latin1').toString('utf8')).toBe(
      'гость@пример.рф',
    );
    expect(decodeBody(mime).trimEnd()).toBe(text);
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() =>
      createSmtpEmailSender({ url: 'http://127.0.0.1:25', from: 'noreply@example.ru' }),
    ).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});
