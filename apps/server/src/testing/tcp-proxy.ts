/**
 * A TCP proxy in front of a server that a test can break: pass traffic, refuse connections, or
 * swallow everything (a hung network or server) — for the database-failure tests.
 */
import { connect, createServer, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'hang';

export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'pass';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return client.destroy();
    if (mode === 'hang') return; // accepted, never answered
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // Traffic flows only while passing; a hang freezes connections already open too.
    client.on('data', (chunk) => {
      if (mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'pass') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    setMode(next: ProxyMode) {
      mode = next;
      // Refusing also cuts the connections the pool already holds, as a stopped server does.
      if (next === 'refuse') for (const socket of open) socket.destroy();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
