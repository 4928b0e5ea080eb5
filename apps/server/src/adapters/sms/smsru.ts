/**
 * Sending SMS through SMS.ru's HTTP API: POST /sms/send with json=1 (DESIGN.md §5).
 * Status codes as SMS.ru documents them at https://sms.ru/api/send and https://sms.ru/api/status.
 */
import type { SmsFailure, SmsSender, SmsSendResult } from './sms';

export interface SmsRuOptions {
  apiId: string;
  /** default https://sms.ru; tests point it at the fake */
  apiUrl?: string;
  /** a sender name approved in the SMS.ru account; without it SMS.ru uses the account's default */
  from?: string;
  /** SMS.ru's test mode: answered as sent, neither delivered nor charged */
  test?: boolean;
  fetch?: typeof fetch;
  /** for the whole call, answer body included; default 10 000 */
  timeoutMs?: number;
}

const SMS_RU_API_URL = 'https://sms.ru';
const DEFAULT_TIMEOUT_MS = 10_000;

/** Codes that say this number cannot get an SMS from us; asking again will not help. */
const PHONE_CANNOT_RECEIVE = new Set([
  // delivery status "cannot be delivered: no route to this number" (sms/status; listed in case)
  150,
  // wrong recipient number, or no route to it
  202,
  // no route to this number
  207,
  // the number is in the account's own stop list
  209,
  // a number abroad while the account sends to Russian numbers only
  214,
  // the number is in SMS.ru's stop list (the recipient complained of spam)
  215,
]);

/** SMS.ru's per-number limits: too many messages, same messages or codes to this number. */
const PER_NUMBER_LIMITS = new Set([230, 231, 232, 233]);

/**
 * What the storefront shows for an SMS.ru status code. Everything not about the number itself
 * (api_id, balance, sender name, service errors, account-wide limits) is 'errorSendSMS'.
 */
export function smsFailureForCode(code: number): SmsFailure {
  if (PHONE_CANNOT_RECEIVE.has(code)) return 'phoneCannotBeDelivered';
  if (PER_NUMBER_LIMITS.has(code)) return 'toManySmsOnPhone';
  return 'errorSendSMS';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** SMS.ru writes codes as numbers; a numeric string is read too. */
function codeOf(value: unknown): number | null {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) ? code : null;
}

function failed(reason: SmsFailure, detail: string): SmsSendResult {
  return { status: 'failed', reason, detail };
}

/** A failure for a status code, with SMS.ru's own text for the logs. */
function failedWithCode(code: number | null, statusText: unknown): SmsSendResult {
  const text = typeof statusText === 'string' && statusText !== '' ? `: ${statusText}` : '';
  if (code === null) return failed('errorSendSMS', `SMS.ru answered ERROR without a code${text}`);
  return failed(smsFailureForCode(code), `SMS.ru status ${code}${text}`);
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is in the cause
  const cause = (error as { cause?: unknown }).cause;
  const code = isRecord(cause) && typeof cause.code === 'string' ? cause.code : null;
  return code ? `${error.message} (${code})` : error.message;
}

/** Reads a /sms/send answer for one number. */
function resultOf(body: unknown, phone: string): SmsSendResult {
  if (!isRecord(body)) return failed('errorSendSMS', 'SMS.ru answer is not a JSON object');
  const numbers = isRecord(body.sms) ? body.sms : {};
  // keyed by the number as sent; if SMS.ru rewrote it, the only entry is still ours
  const values = Object.values(numbers);
  const entry = numbers[phone] ?? (values.length === 1 ? values[0] : undefined);

  // the number's own code says more than the request's, so it goes first
  if (isRecord(entry) && entry.status !== 'OK') {
    return failedWithCode(codeOf(entry.status_code), entry.status_text);
  }
  if (body.status !== 'OK') return failedWithCode(codeOf(body.status_code), body.status_text);
  if (!isRecord(entry)) return failed('errorSendSMS', 'SMS.ru answer has no entry for the number');
  return typeof entry.sms_id === 'string' && entry.sms_id !== ''
    ? { status: 'sent', id: entry.sms_id }
    : { status: 'sent' };
}

export function createSmsRuSender(options: SmsRuOptions): SmsSender {
  const apiUrl = (options.apiUrl ?? SMS_RU_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  return {
    async send(phone, text) {
      // in the body, not the URL: the api_id and the code stay out of URLs and access logs
      const form = new URLSearchParams({ api_id: options.apiId, to: phone, msg: text, json: '1' });
      if (options.from) form.set('from', options.from);
      if (options.test) form.set('test', '1');

      let status: number;
      let answer: string;
      try {
        const response = await fetchImpl(`${apiUrl}/sms/send`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
            Accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        const name = isRecord(error) ? error.name : undefined;
        if (name === 'TimeoutError' || name === 'AbortError') {
          return failed('errorSendSMS', `SMS.ru gave no answer within ${timeoutMs} ms`);
        }
        return failed('errorSendSMS', `SMS.ru request failed: ${describeError(error)}`);
      }
      if (status !== 200) return failed('errorSendSMS', `SMS.ru answered HTTP ${status}`);
      const body = parseJson(answer);
      if (body === undefined) return failed('errorSendSMS', 'SMS.ru answer is not JSON');
      return resultOf(body, phone);
    },
  };
}
