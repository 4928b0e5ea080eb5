// The production set-up of docs/deploy.md, for real (issue 10 item 17): two server processes of
// the production build on one PostgreSQL database, behind Debian's nginx with the site's own
// proxy configuration (deploy/nginx/storefront-proxy.conf), letters through SMTP on loopback.
//
//   npm run build && npm run test:deploy      (nginx at /usr/sbin/nginx or NGINX; PostgreSQL at
//                                              TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = resolve(import.meta.dirname, '..');
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** nginx listens here; the guest connects from another loopback address, as from outside */
const NGINX_ADDRESS = '127.0.0.1';
const GUEST_ADDRESS = '127.0.0.2';

const work = mkdtempSync(join(tmpdir(), 'storefront-deploy-'));
const cleanups = [];
const processes = [];

function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** One HTTP request from the guest's address; the body parsed when it is JSON. */
function request(port, path, { method = 'GET', body, headers = {}, from = GUEST_ADDRESS } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'gzip'
              ? gunzipSync(raw)
              : encoding === 'br'
                ? brotliDecompressSync(raw)
                : raw
          ).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          done({ status: response.statusCode, headers: response.headers, text, json });
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error(`${method} ${path} timed out`)));
    outgoing.end(payload);
  });
}

/** One SQL statement on the server (by default) or on the site's database. */
async function admin(sql, connectionString = serverUrl) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The letters the servers send, by recipient. */
function startSmtpSink() {
  const letters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        letters.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: readableBody(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () =>
      done({ port: server.server.address().port, letters, server }),
    );
  });
}

/** A letter's text parts decoded enough to find a code: quoted-printable and base64. */
function readableBody(message) {
  const unfolded = message.replace(/=\r?\n/g, '');
  const decoded = unfolded.replace(/=([0-9A-F]{2})/gi, (_, hex) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  const base64Parts = [...message.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{16,})/g)].map((match) =>
    Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [decoded, ...base64Parts].join('\n');
}

function startServer(name, env) {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const listening = new Promise((done, fail) => {
    const timer = setInterval(() => {
      if (output.includes('storefront on http://')) {
        clearInterval(timer);
        done();
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      fail(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return { name, child, listening, log: () => output };
}

function startNginx(nginxPort, upstreamPorts) {
  for (const dir of ['logs', 'cache', 'temp']) mkdirSync(join(work, dir), { recursive: true });
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  log_format deploy_test '$remote_addr $request_id $upstream_addr $status "$request"';
  access_log ${work}/logs/access.log deploy_test;
  include ${join(root, 'deploy/nginx/storefront-log.conf')};
  access_log ${work}/logs/storefront.log storefront;
  client_body_temp_path ${work}/temp/body;
  proxy_temp_path ${work}/temp/proxy;
  fastcgi_temp_path ${work}/temp/fastcgi;
  uwsgi_temp_path ${work}/temp/uwsgi;
  scgi_temp_path ${work}/temp/scgi;
  proxy_cache_path ${work}/cache levels=1:2 keys_zone=storefront_static:1m max_size=64m inactive=1d use_temp_path=off;
  upstream storefront {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 8;
  }
  server {
    listen ${NGINX_ADDRESS}:${nginxPort};
    include ${join(root, 'deploy/nginx/storefront-proxy.conf')};
  }
}
`,
  );
  const child = spawn(nginxBinary, ['-p', work, '-c', conf, '-e', join(work, 'logs/error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  processes.push(child);
  return child;
}

/** nginx's access log: one entry per request it passed on. */
function accessLog() {
  const path = join(work, 'logs/access.log');
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [remoteAddr, requestId, upstream, status, ...rest] = line.split(' ');
      const request = rest.join(' ').replace(/^"|"$/g, '');
      return { remoteAddr, requestId, upstream, status: Number(status), request };
    });
}

/** What the server processes logged about one request (pino JSON lines, by nginx's request id). */
function serverLogFor(servers, requestId) {
  for (const server of servers)
    for (const line of server.log().split('\n')) {
      if (!line.includes(requestId)) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.reqId === requestId && entry.req) return { server: server.name, ...entry.req };
      } catch {}
    }
  return null;
}

async function waitFor(check, what, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

let nginxPort;
let servers;
let smtp;
let databaseUrl;

before(async () => {
  assert.ok(existsSync(nginxBinary), `nginx not found at ${nginxBinary} (apt-get install nginx)`);
  assert.ok(
    existsSync(join(root, 'apps/server/dist/server.js')),
    'no production build: run npm run build first',
  );
  const name = `storefront_deploy_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();

  smtp = await startSmtpSink();
  cleanups.push(() => new Promise((done) => smtp.server.close(done)));
  nginxPort = await freePort();
  const ports = [await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: NGINX_ADDRESS,
    PUBLIC_URL: `http://${NGINX_ADDRESS}:${nginxPort}`,
    ALLOW_SANDBOX_PAYMENTS: '1',
    STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: '200',
  };
  // Both at once, as after a reboot: one migrates and seeds, the other waits for it.
  servers = ports.map((port, i) => startServer(`process ${i + 1}`, { ...env, PORT: String(port) }));
  await Promise.all(servers.map((server) => server.listening));
  servers.forEach((server, i) => {
    server.port = ports[i];
  });
  startNginx(nginxPort, ports);
  await waitFor(
    async () =>
      (await request(nginxPort, '/api/checkConnection').catch(() => null))?.status === 200,
    'nginx',
  );
});

after(async () => {
  for (const child of processes.reverse()) {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.on('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  rmSync(work, { recursive: true, force: true });
});

describe('two processes behind nginx', () => {
  it('start together on one database, migrated and seeded once', () => {
    const seeded = servers.filter((server) => server.log().includes('loaded the demo data'));
    assert.equal(seeded.length, 1);
  });

  it('serve the site, compressed, with built files cached by nginx', async () => {
    const page = await request(nginxPort, '/', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(page.status, 200);
    assert.match(page.headers['content-type'], /text\/html/);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    assert.ok(script, 'the page names its script');
    const first = await request(nginxPort, script, { headers: { 'accept-encoding': 'br' } });
    const again = await request(nginxPort, script, { headers: { 'accept-encoding': 'br' } });
    assert.equal(first.status, 200);
    assert.equal(first.headers['content-encoding'], 'br');
    assert.equal(again.headers['x-cache-status'], 'HIT');
    const menu = await request(nginxPort, '/api/test/1', {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(menu.status, 200);
    assert.equal(menu.headers['content-encoding'], 'gzip');
  });

  it('take an order, and the server sees the address nginx saw, not a forged one', async () => {
    const menu = await request(nginxPort, '/api/test/1');
    const dish = menu.json
      .flatMap((category) => category.products)
      .find((product) => product.available && !product.cost_per_gram);
    assert.ok(dish, 'an available dish on the menu');
    const placed = await request(nginxPort, '/api/delivery', {
      method: 'POST',
      headers: { 'x-forwarded-for': '6.6.6.6' },
      body: orderBody(dish),
    });
    assert.equal(placed.status, 201, placed.text);
    // nginx writes its log line just after the answer
    const entry = await waitFor(
      () => accessLog().find((line) => line.request.startsWith('POST /api/delivery ')),
      'nginx to log the order',
    );
    assert.equal(entry.remoteAddr, GUEST_ADDRESS);
    const seen = await waitFor(() => serverLogFor(servers, entry.requestId), 'the server log');
    assert.equal(seen.remoteAddress, entry.remoteAddr);
    // and the order keeps that address (the per-address order limit counts by it)
    const stored = await admin(
      'select client_ip from orders order by id desc limit 1',
      databaseUrl,
    );
    assert.equal(stored.rows[0]?.client_ip, GUEST_ADDRESS);
  });

  it("stream an order's changes through nginx as they happen, whichever process makes them", async () => {
    const menu = await request(nginxPort, '/api/test/1');
    const dish = menu.json
      .flatMap((category) => category.products)
      .find((product) => product.available && !product.cost_per_gram);
    const placed = await request(nginxPort, '/api/delivery', {
      method: 'POST',
      body: orderBody(dish),
    });
    assert.equal(placed.status, 201, placed.text);
    const { id, url } = placed.json;
    const key = new URL(url, 'http://x').searchParams.get('key');
    const events = [];
    let arrived = () => {};
    const stream = httpRequest({
      host: '127.0.0.1',
      port: nginxPort,
      path: `/api/delivery/events/${id}?key=${key}`,
      localAddress: GUEST_ADDRESS,
      agent: false,
      headers: { accept: 'text/event-stream' },
    });
    stream.on('response', (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data));
        }
        arrived();
      });
    });
    stream.end();
    const next = (count) =>
      new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no event ${count} within 3 s`)), 3000);
        arrived = () => {
          if (events.length >= count) {
            clearTimeout(timer);
            done(events[count - 1]);
          }
        };
        arrived();
      });
    try {
      assert.equal((await next(1)).status, 'new');
      // Cancelled through nginx: by either process, heard by the stream's.
      const cancelled = await request(nginxPort, `/api/delivery/${id}/cancel`, {
        method: 'POST',
        body: { key },
      });
      assert.equal(cancelled.status, 200, cancelled.text);
      assert.equal((await next(2)).status, 'cancelled');
    } finally {
      stream.destroy();
    }
  });

  it("keep the venue letter's one-click token out of nginx's log (storefront format)", async () => {
    const token = 'DeployTestVenueToken0123456789abcdefghijklmn';
    const answer = await request(nginxPort, `/venue-actions/${token}?x=1`);
    assert.ok(answer.status < 500, `status ${answer.status}`);
    const path = join(work, 'logs/storefront.log');
    const line = await waitFor(
      () =>
        existsSync(path) &&
        readFileSync(path, 'utf8')
          .split('\n')
          .find((entry) => entry.includes('/venue-actions/')),
      'nginx to log the one-click link',
    );
    assert.match(line, /"GET \/venue-actions\/\[redacted\] HTTP/);
    assert.ok(!readFileSync(path, 'utf8').includes(token), 'the token is not in the log');
    for (const server of servers) assert.ok(!server.log().includes(token), 'nor in the server log');
  });

  it('register on one process and log in on the other', async () => {
    const [first, second] = servers;
    const login = `guest.${randomBytes(4).toString('hex')}@example.ru`;
    const password = 'пароль-для-теста';
    const sent = await request(first.port, '/api/myAccount/sendRegistrationCode', {
      method: 'POST',
      body: { login, password, repeatPassword: password },
      from: '127.0.0.1',
    });
    assert.equal(sent.status, 200, sent.text);
    const letter = await waitFor(
      () => smtp.letters.find((mail) => mail.to.includes(login)),
      'the code letter',
    );
    const code = /\b(\d{6})\b/.exec(letter.text)?.[1];
    assert.ok(code, 'the letter holds a code');
    const finished = await request(first.port, '/api/myAccount/finishRegistration', {
      method: 'POST',
      body: { login, code },
      from: '127.0.0.1',
    });
    assert.equal(finished.status, 200, finished.text);

    const loggedIn = await request(second.port, '/api/myAccount/login', {
      method: 'POST',
      body: { login, password },
      from: '127.0.0.1',
    });
    assert.equal(loggedIn.status, 200, loggedIn.text);
    const profile = await request(first.port, '/api/myAccount/getUserInfo', {
      headers: { authorization: `Bearer ${loggedIn.json.accessToken}` },
      from: '127.0.0.1',
    });
    assert.equal(profile.status, 200, profile.text);
  });

  it('see a stop-list change in both processes within a second', async () => {
    const dishOn = async (port, id) =>
      (await request(port, '/api/test/1', { from: '127.0.0.1' })).json
        .flatMap((category) => category.products)
        .find((product) => product.id === id);
    const [first, second] = servers;
    const menu = await request(first.port, '/api/test/1', { from: '127.0.0.1' });
    const dish = menu.json
      .flatMap((category) => category.products)
      .find((product) => product.available && !product.cost_per_gram);
    // Both processes now hold the menu in their caches (kept for 5 s unless told otherwise).
    assert.equal((await dishOn(second.port, dish.id)).available, true);

    // The stop list changes in the database, and the writer tells every process (decision 031).
    await admin(
      `begin;
      update products set available = false where id = ${Number(dish.id)};
      notify storefront_catalog_changed;
      commit;`,
      databaseUrl,
    );
    const changedAt = Date.now();
    await waitFor(
      async () =>
        (await dishOn(first.port, dish.id)).available === false &&
        (await dishOn(second.port, dish.id)).available === false,
      'both processes to take the dish off the menu',
      1000,
    );
    assert.ok(Date.now() - changedAt <= 1000);
    for (const server of servers) {
      const refused = await request(server.port, '/api/delivery', {
        method: 'POST',
        body: orderBody(dish),
        from: '127.0.0.1',
      });
      assert.equal(refused.status, 409, `${server.name}: ${refused.text}`);
      assert.equal(refused.json.errType, 'productUnavailable');
    }
  });

  it('share the login limit: the 11th wrong login through nginx is refused, whichever process', async () => {
    await new Promise((done) => setTimeout(done, 200)); // the earlier requests' log lines
    const before = accessLog().length;
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const answer = await request(nginxPort, '/api/myAccount/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: { login: 'nobody@example.ru', password: 'wrong-password' },
      });
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    assert.equal(statuses[10], 429);
    const upstreams = new Set(
      accessLog()
        .slice(before)
        .map((line) => line.upstream),
    );
    assert.equal(upstreams.size, 2, `both processes answered: ${[...upstreams]}`);
  });
});

/** Tomorrow 13:00 in Vladivostok (UTC+10), inside the venues' hours whenever the test runs. */
function tomorrowAtOne() {
  const vladivostok = new Date(Date.now() + 10 * 3600_000 + 24 * 3600_000);
  return `${vladivostok.toISOString().slice(0, 10)} 13:00:00.000`;
}

function orderBody(dish) {
  const price = dish.prise;
  return {
    emailSubscription: false,
    data: [
      {
        id: dish.id,
        img: '',
        name: dish.name ?? '',
        guid: 'deploy-test',
        count: 1,
        price,
        summa: price,
        gramm: false,
        special: false,
      },
    ],
    metadata: {
      isServerOk: true,
      orderServiceType: 'DeliveryByClient',
      payment: 'CASH',
      phone: '+7(914) 12 34 567',
      customer: { name: 'Иван', surname: '', email: 'ivan@example.ru' },
      completeBefore: tomorrowAtOne(),
      comment: '',
      deliveryPoint: null,
      deliveryZone: null,
    },
  };
}
