/**
 * The staff's second factor: TOTP (RFC 6238) as every authenticator app speaks it — SHA-1, six
 * digits, 30-second steps — through `otpauth`. A code is accepted one step either side of now
 * (phones drift), and each step once: a code seen over a shoulder cannot be used again.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Пограничная 14';
const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, login: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: login,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret (160 bits) and what the authenticator app scans. */
export async function newTotpSecret(login: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, login).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step `code` belongs to, or null when it is not a code of this secret now. The caller
 * refuses a step at or before the last one accepted.
 */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    timestamp: now,
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an authenticator shows at `now` (tests, and the command line's check). */
export function totpCode(secretBase32: string, now: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    timestamp: now,
  });
}
