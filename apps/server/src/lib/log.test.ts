import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app';
import { loggerOptions, REDACTED, redactUrl } from './log';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/order/12?key=abcDEF123')).toBe(`/order/12?key=${REDACTED}`);
    expect(redactUrl('/api/delivery/getOrder/12?key=s3cret&x=1')).toBe(
      `/api/delivery/getOrder/12?key=${REDACTED}&x=1`,
    );
    expect(redactUrl('/x?token=t&Code=123456&page=2')).toBe(
      `/x?token=${REDACTED}&Code=${REDACTED}&page=2`,
    );
    expect(redactUrl('/api/staff/orders/events?venueId=1&ticket=Tk_1')).toBe(
      `/api/staff/orders/events?venueId=1&ticket=${REDACTED}`,
    );
    expect(redactUrl('/x?k%65y=s3cret')).toBe(`/x?k%65y=${REDACTED}`);
    expect(redactUrl('/menu')).toBe('/menu');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });

  it('hides the venue letter’s one-click token in the path (issue 31 item 11)', () => {
    expect(redactUrl('/venue-actions/Ab_c-123xyz')).toBe(`/venue-actions/${REDACTED}`);
    expect(redactUrl('/venue-actions/Ab_c-123xyz?x=1')).toBe(`/venue-actions/${REDACTED}?x=1`);
    expect(redactUrl('/venue-actions')).toBe('/venue-actions');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { logger: loggerOptions('info', { write: (line: string) => lines.push(line) }) },
    );
  });
  afterAll(() => t.close());

  it('never holds an order access key or a session token', async () => {
    await t.app.inject('/order/1?key=ORDERKEY1234567890abc');
    await t.app.inject('/api/delivery/getOrder/1?key=ORDERKEY1234567890abc');
    await t.app.inject('/venue-actions/VENUETOKEN1234567890abcdefghijklmnopqrstu');
    await t.app.inject({
      url: '/api/myAccount/getProfile',
      headers: { authorization: 'Bearer SESSIONTOKEN1234567890abc' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/delivery/getOrder/1');
    expect(log).toContain(REDACTED);
    expect(log).not.toContain('ORDERKEY1234567890abc');
    expect(log).not.toContain('SESSIONTOKEN1234567890abc');
    expect(log).toContain(`/venue-actions/${REDACTED}`);
    expect(log).not.toContain('VENUETOKEN1234567890');
  });
});
