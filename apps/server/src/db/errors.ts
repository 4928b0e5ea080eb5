/** What a database failure means, whichever driver and wrapper it came through. */

/** The errors behind an error: drizzle wraps the driver's error in its own, as `cause`. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a failed statement ('23505' unique violation …), if it is one. */
export function sqlState(error: unknown): string | undefined {
  for (const { code } of causes(error))
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return undefined;
}

/**
 * Whether a failure means the database cannot be used right now (down, unreachable, hung, out
 * of connections or disk) rather than that this request was wrong: such requests are answered
 * 503 `serviceUnavailable` with Retry-After, never 500 (issue 10 item 14).
 */

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ENOSPC',
]);

/**
 * SQLSTATEs of a database that cannot serve: connection exceptions (08), insufficient resources
 * (53: disk full, out of memory, too many connections), operator intervention (57: shutdown,
 * cannot connect now, and 57014 — our statement timeout cancelled a query that hung).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0.|57014)$/;

/** node-postgres' own words for a connection or query that timed out or broke. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|no space left on device/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error in its own, with the original as `cause`
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** The database's address for people, without its password: 'db.example:5432/shop'. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** The failure in one line: the driver's message, or the code of the socket error. */
export function shortReason(error: unknown): string {
  const seen: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    const text = typeof message === 'string' && message ? message.split('\n')[0] : '';
    if (text && !text.startsWith('Failed query')) seen.push(text);
    else if (typeof code === 'string') seen.push(code);
    current = cause;
  }
  return seen[0] ?? String(error);
}
