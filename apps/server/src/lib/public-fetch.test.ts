import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, isPublicAddress, MAX_REDIRECTS, RefusedFetch } from './public-fetch';

describe('what is a public address', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.3.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '77.88.55.242', '2a02:6b8::2:242', '::ffff:8.8.8.8'])('%s is', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** Two servers on loopback: 127.0.0.1 stands for the internet in these tests, 127.0.0.2 for the inside. */
async function serve(host: string, handle: Parameters<typeof createServer>[1]) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    handle?.(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('fetching an address an outside answer named (issue 31 item 4)', () => {
  let outside: Awaited<ReturnType<typeof serve>>;
  let inside: Awaited<ReturnType<typeof serve>>;
  const allowOutside = (address: string) => address === '127.0.0.1';
  const options = { maxBytes: 1000, timeoutMs: 5000, allowAddress: allowOutside };

  beforeAll(async () => {
    inside = await serve('127.0.0.2', (_request, response) => response.end('secret'));
    outside = await serve('127.0.0.1', (request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      if (url.pathname === '/picture') response.end('picture');
      else if (url.pathname === '/big') response.end('x'.repeat(2000));
      else if (url.pathname === '/streamed') {
        // No length said: the body is counted as it comes.
        response.write('x'.repeat(600));
        response.end('x'.repeat(600));
      } else if (url.pathname === '/to-inside') {
        response.writeHead(302, { location: `${inside.origin}/metadata` }).end();
      } else if (url.pathname === '/hop') {
        const n = Number(url.searchParams.get('n'));
        response.writeHead(302, { location: n === 0 ? '/picture' : `/hop?n=${n - 1}` }).end();
      } else response.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await outside.close();
    await inside.close();
  });

  it('fetches an allowed address, and follows its redirects', async () => {
    const answer = await fetchPublic(`${outside.origin}/hop?n=${MAX_REDIRECTS - 1}`, options);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('picture');
  });

  it('refuses the server’s own addresses, and asks them nothing', async () => {
    await expect(fetchPublic(`${inside.origin}/metadata`, options)).rejects.toThrow(RefusedFetch);
    // By name: localhost resolves to loopback, refused by the connection's own lookup.
    const port = new URL(outside.origin).port;
    await expect(
      fetchPublic(`http://localhost:${port}/picture`, { ...options, allowAddress: undefined }),
    ).rejects.toThrow(/localhost resolves to .*not a public address/);
    await expect(
      fetchPublic(`${outside.origin}/picture`, { ...options, allowAddress: undefined }),
    ).rejects.toThrow('127.0.0.1 is not a public address');
    expect(inside.asked).toEqual([]);
  });

  it('checks every redirect hop, and stops after MAX_REDIRECTS', async () => {
    await expect(fetchPublic(`${outside.origin}/to-inside`, options)).rejects.toThrow(
      '127.0.0.2 is not a public address',
    );
    expect(inside.asked).toEqual([]);
    await expect(fetchPublic(`${outside.origin}/hop?n=${MAX_REDIRECTS}`, options)).rejects.toThrow(
      `more than ${MAX_REDIRECTS} redirects`,
    );
  });

  it('fetches http(s) only, and no more than its size', async () => {
    await expect(fetchPublic(`${outside.origin}/streamed`, options)).rejects.toThrow(
      'the answer is more than 1000 bytes',
    );
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/x', 'gopher://127.0.0.1:70/']) {
      await expect(fetchPublic(url, options)).rejects.toThrow(RefusedFetch);
    }
    await expect(fetchPublic(`${outside.origin}/big`, options)).rejects.toThrow(
      /answers 2000 bytes, more than 1000/,
    );
  });
});
