/**
 * A local stand-in for SMS.ru's /sms/send (https://sms.ru/api/send): form or query parameters,
 * the JSON answer with json=1 and the plain-text one without, SMS.ru's status codes, and an HTTP
 * failure or a hang on demand. Tests steer it through `state`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** SMS.ru's texts for the codes /sms/send can answer (https://sms.ru/api/send). */
export const SMS_RU_STATUS_TEXTS: Readonly<Record<number, string>> = {
  100: 'Запрос выполнен или сообщение находится в нашей очереди',
  200: 'Неправильный api_id',
  201: 'Не хватает средств на лицевом счету',
  202: 'Неправильно указан номер телефона получателя, либо на него нет маршрута',
  203: 'Нет текста сообщения',
  204: 'Имя отправителя не согласовано с администрацией',
  205: 'Сообщение слишком длинное (превышает 8 СМС)',
  206: 'Будет превышен или уже превышен дневной лимит на отправку сообщений',
  207: 'На этот номер нет маршрута для доставки сообщений',
  208: 'Параметр time указан неправильно',
  209: 'Вы добавили этот номер (или один из номеров) в стоп-лист',
  210: 'Используется GET, где необходимо использовать POST',
  211: 'Метод не найден',
  212: 'Текст сообщения необходимо передать в кодировке UTF-8 (вы передали в другой кодировке)',
  213: 'Указано более 100 номеров в списке получателей',
  214: 'Номер находится зарубежом (включена настройка "Отправлять только на номера РФ")',
  215: 'Этот номер находится в стоп-листе SMS.RU (от получателя поступала жалоба на спам)',
  216: 'В тексте сообщения содержится запрещенное слово',
  220: 'Сервис временно недоступен, попробуйте чуть позже',
  230: 'Превышен общий лимит количества сообщений на этот номер в день',
  231: 'Превышен лимит одинаковых сообщений на этот номер в минуту',
  232: 'Превышен лимит одинаковых сообщений на этот номер в день',
  233: 'Превышен лимит отправки повторных сообщений с кодом на этот номер за короткий промежуток времени',
  300: 'Неправильный token (возможно истек срок действия, либо ваш IP изменился)',
  301: 'Неправильный api_id, либо логин/пароль',
  302: 'Пользователь авторизован, но аккаунт не подтвержден',
  500: 'Ошибка на сервере. Повторите запрос.',
};

/** An SMS the fake accepted (status 100). */
export interface FakeSmsRuMessage {
  smsId: string;
  /** the number as SMS.ru keys it: digits only */
  to: string;
  msg: string;
  from?: string;
  /** sent with test=1: answered as sent, not charged */
  test: boolean;
}

export interface FakeSmsRuRequest {
  method: string;
  /** path and query, e.g. /sms/send */
  path: string;
  contentType: string | undefined;
  /** the parameters from the query string */
  query: Record<string, string>;
  /** the parameters from a form-encoded body */
  form: Record<string, string>;
}

export interface FakeSmsRuState {
  /** accepted SMS, in order */
  messages: FakeSmsRuMessage[];
  /** every request, in order, including refused ones */
  requests: FakeSmsRuRequest[];
  /** a per-number status code instead of 100, e.g. codeFor.set('79140000000', 207) */
  codeFor: Map<string, number>;
  /** the next request is refused as a whole with this code (e.g. 220); then it is cleared */
  nextTopLevelCode: number | null;
  /** in SMS.ru's units; each SMS part costs PRICE_PER_PART, test sends are free */
  balance: number;
  /** approved sender names; any other `from` is refused with 204 */
  senders: Set<string>;
  /** answer every request with this HTTP status and an HTML page, as a proxy in front would */
  httpStatus: number | null;
  /** accept requests and never answer them */
  hang: boolean;
}

export interface FakeSmsRuOptions {
  apiId?: string;
  balance?: number;
  senders?: string[];
}

export interface FakeSmsRu {
  /** the base URL to give the sender, e.g. http://127.0.0.1:40123 */
  url: string;
  apiId: string;
  state: FakeSmsRuState;
  close(): Promise<void>;
}

const PRICE_PER_PART = 1;
const MAX_PARTS = 8;
const MAX_RECIPIENTS = 100;
const MAX_BODY_BYTES = 1024 * 1024;

/** How many SMS parts a text takes: 160/153 characters in GSM-7, 70/67 in UCS-2 (Cyrillic). */
function smsParts(text: string): number {
  const length = [...text].length;
  // ASCII stands in for the GSM-7 alphabet here; close enough for a fake
  const single = /^[\x20-\x7e\r\n]*$/.test(text) ? 160 : 70;
  const multi = single === 160 ? 153 : 67;
  return length <= single ? 1 : Math.ceil(length / multi);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body is too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeSmsRu(options: FakeSmsRuOptions = {}): Promise<FakeSmsRu> {
  const apiId = options.apiId ?? '00000000-0000-0000-0000-000000000000';
  const state: FakeSmsRuState = {
    messages: [],
    requests: [],
    codeFor: new Map(),
    nextTopLevelCode: null,
    balance: options.balance ?? 100,
    senders: new Set(options.senders ?? []),
    httpStatus: null,
    hang: false,
  };
  let lastId = 0;

  function nextSmsId(): string {
    lastId += 1;
    // SMS.ru's ids look like 000000-10000000
    return `${String(lastId).padStart(6, '0')}-${10_000_000 + lastId}`;
  }

  /** The answer in the format asked for: JSON with json=1, SMS.ru's plain lines otherwise. */
  function answer(res: ServerResponse, json: boolean, body: Record<string, unknown>): void {
    let text: string;
    if (json) {
      text = JSON.stringify(body);
    } else {
      // plain format: the code, then one line per sms_id, then the balance; when no number was
      // accepted, the first number's code stands for the request
      const entries = Object.values(
        (body.sms ?? {}) as Record<string, { status_code: number; sms_id?: string }>,
      );
      const ids = entries.map((entry) => entry.sms_id).filter((id) => id !== undefined);
      const code = ids.length === 0 && entries[0] ? entries[0].status_code : body.status_code;
      text = [String(code), ...ids]
        .concat(body.balance === undefined ? [] : [`balance=${body.balance}`])
        .join('\n');
    }
    res.writeHead(200, {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  function refuse(res: ServerResponse, json: boolean, code: number): void {
    answer(res, json, {
      status: 'ERROR',
      status_code: code,
      status_text: SMS_RU_STATUS_TEXTS[code] ?? 'Неизвестная ошибка',
    });
  }

  /** The code that refuses the request as a whole, or null when it goes on to the numbers. */
  function requestRefusal(url: URL, params: URLSearchParams): number | null {
    if (url.pathname !== '/sms/send') return 211;
    const given = params.get('api_id');
    if (!given) return 301;
    if (given !== apiId) return 200;
    const forced = state.nextTopLevelCode;
    if (forced !== null) {
      state.nextTopLevelCode = null;
      return forced;
    }
    const numbers = recipients(params);
    const from = params.get('from');
    if ((params.get('msg') ?? '').trim() === '') return 203;
    if (numbers.length === 0) return 202;
    if (numbers.length > MAX_RECIPIENTS) return 213;
    if (from !== null && !state.senders.has(from)) return 204;
    if (smsParts(params.get('msg') ?? '') > MAX_PARTS) return 205;
    return null;
  }

  function recipients(params: URLSearchParams): string[] {
    return (params.get('to') ?? '')
      .split(',')
      .map((number) => number.trim())
      .filter((number) => number !== '');
  }

  function send(res: ServerResponse, json: boolean, params: URLSearchParams): void {
    const msg = params.get('msg') ?? '';
    const from = params.get('from') ?? undefined;
    const test = params.get('test') === '1';
    const parts = smsParts(msg);
    // each number gets its own code; only those that would be accepted are charged
    const codes = recipients(params).map((raw) => {
      const to = raw.replace(/\D/g, '');
      const code = /^\d{11,15}$/.test(to) ? (state.codeFor.get(to) ?? 100) : 202;
      return { raw, to, code };
    });
    const cost = test ? 0 : codes.filter((c) => c.code === 100).length * parts * PRICE_PER_PART;
    if (cost > state.balance) {
      refuse(res, json, 201);
      return;
    }
    state.balance -= cost;

    const sms: Record<string, Record<string, unknown>> = {};
    for (const { raw, to, code } of codes) {
      if (code === 100) {
        const smsId = nextSmsId();
        state.messages.push({ smsId, to, msg, ...(from === undefined ? {} : { from }), test });
        sms[to] = { status: 'OK', status_code: 100, sms_id: smsId };
      } else {
        // a number without digits is keyed as it came
        sms[to === '' ? raw : to] = {
          status: 'ERROR',
          status_code: code,
          status_text: SMS_RU_STATUS_TEXTS[code] ?? 'Неизвестная ошибка',
        };
      }
    }
    answer(res, json, { status: 'OK', status_code: 100, sms, balance: state.balance });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const contentType = req.headers['content-type'];
    const form = (contentType ?? '').startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(raw)
      : new URLSearchParams();
    state.requests.push({
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      contentType,
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(form),
    });
    if (state.hang) return;
    if (state.httpStatus !== null) {
      res.writeHead(state.httpStatus, { 'Content-Type': 'text/html' });
      res.end(`<html><body><h1>${state.httpStatus}</h1></body></html>`);
      return;
    }

    // SMS.ru takes the parameters from the query or the body, GET or POST
    const params = new URLSearchParams([...url.searchParams, ...form]);
    const json = params.get('json') === '1';
    const refusal = requestRefusal(url, params);
    if (refusal === null) send(res, json, params);
    else refuse(res, json, refusal);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // a bug in the fake or a broken request: answer as SMS.ru's own server error
      if (res.headersSent) res.destroy();
      else refuse(res, true, 500);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiId,
    state,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // hung requests and keep-alive sockets would hold close() open
        server.closeAllConnections();
      });
    },
  };
}
