/**
 * Fetching an address that an outside answer named (iiko's `imageLinks`, and any other) without
 * letting that answer reach where the server lives (issue 31 item 4, decision 059): http(s) only;
 * every address the host resolves to must be a public one — not loopback, private, link-local
 * (the cloud's metadata service, 169.254.169.254), shared (CGNAT), unique-local, multicast or
 * reserved — checked by the connection's own lookup, so the address checked is the address
 * connected to (no second resolution to rebind); every redirect hop checked the same, at most
 * MAX_REDIRECTS of them; a size and a time limit. A refusal is an error of its own kind, which
 * the caller logs.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const MAX_REDIRECTS = 3;

/** The address may not be fetched: not http(s), not public, too many redirects. */
export class RefusedFetch extends Error {
  override name = 'RefusedFetch';
}

/** Whether `address` (an IP) is a public unicast address anyone on the internet could reach. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  return ip.range() === 'unicast';
}

export interface PublicFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** which resolved addresses may be connected to; only tests widen it (to their loopback) */
  allowAddress?: (address: string) => boolean;
  /** sent as Accept */
  accept?: string;
}

export interface PublicResponse {
  status: number;
  contentType: string | null;
  body: Buffer;
}

/**
 * GETs `url` and its redirects, each to a public address only; the final answer's body, at most
 * `maxBytes` of it. Throws RefusedFetch for an address it will not ask, and the network's own
 * errors (or the timeout's) otherwise.
 */
export async function fetchPublic(
  url: string,
  { maxBytes, timeoutMs, allowAddress = isPublicAddress, accept = '*/*' }: PublicFetchOptions,
): Promise<PublicResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  let next = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const target = checkedUrl(next, allowAddress);
    const response = await get(target, { signal, lookup: checkedLookup(allowAddress), accept });
    const location = response.headers.location;
    if (
      response.statusCode &&
      response.statusCode >= 300 &&
      response.statusCode < 400 &&
      location
    ) {
      response.resume();
      next = new URL(location, target).toString();
      continue;
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      response.destroy();
      throw new RefusedFetch(`${target.host} answers ${declared} bytes, more than ${maxBytes}`);
    }
    return {
      status: response.statusCode ?? 0,
      contentType: response.headers['content-type'] ?? null,
      body: await readAtMost(response, maxBytes),
    };
  }
  throw new RefusedFetch(`more than ${MAX_REDIRECTS} redirects from ${url}`);
}

function checkedUrl(text: string, allowAddress: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RefusedFetch('not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedFetch(`${url.protocol} is not fetched`);
  }
  // A literal address is connected to without a lookup: it is checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !allowAddress(host)) {
    throw new RefusedFetch(`${host} is not a public address`);
  }
  return url;
}

/** The system's lookup, refusing a host any of whose addresses is not allowed. */
function checkedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...options, all: true };
    dnsLookup(hostname, all, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !allowAddress(address));
      if (refused || addresses.length === 0) {
        const reason = refused ? `${hostname} resolves to ${refused.address}` : `${hostname}: none`;
        return callback(new RefusedFetch(`${reason}, not a public address`), '', 0);
      }
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      } else {
        const [first] = addresses as [LookupAddress];
        callback(null, first.address, first.family);
      }
    });
  };
}

function get(
  url: URL,
  { signal, lookup, accept }: { signal: AbortSignal; lookup: LookupFunction; accept: string },
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { signal, lookup, headers: { accept } }, resolve);
    request.on('error', reject);
  });
}

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw new RefusedFetch(`the answer is more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
