import { describe, expect, it } from 'vitest';
import { createIpAllowList, yookassaNotificationNetworks } from './trusted-ips';

const isYookassa = createIpAllowList(yookassaNotificationNetworks);

describe('createIpAllowList with the YooKassa networks', () => {
  it.each([
    '185.71.76.0',
    '185.71.76.31',
    '185.71.77.17',
    '77.75.153.0',
    '77.75.153.127',
    '77.75.154.128',
    '77.75.154.255',
    '77.75.156.11',
    '77.75.156.35',
  ])('accepts the documented IPv4 address %s', (ip) => {
    expect(isYookassa(ip)).toBe(true);
  });

  it.each([
    '2a02:5180::1',
    '2a02:5180:0:1509::15',
    '2a02:5180:0:2669:ffff:ffff:ffff:ffff',
    '2A02:5180:FFFF::1',
  ])('accepts the documented IPv6 address %s', (ip) => {
    expect(isYookassa(ip)).toBe(true);
  });

  it.each([
    '::ffff:185.71.76.5',
    '::ffff:77.75.156.35',
    '::ffff:b947:4c05', // 185.71.76.5 in hex
  ])('accepts the IPv4-mapped IPv6 form %s', (ip) => {
    expect(isYookassa(ip)).toBe(true);
  });

  it.each([
    '185.71.76.32', // just past the /27
    '185.71.78.1',
    '77.75.153.128', // just past the /25
    '77.75.154.127', // just before the /25
    '77.75.156.12', // next to a single address
    '127.0.0.1',
    '10.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:185.71.76.32',
    '2a02:5181::1',
    '2a02:517f:ffff::1',
  ])('refuses %s', (ip) => {
    expect(isYookassa(ip)).toBe(false);
  });

  it.each([
    '',
    'localhost',
    '185.71.76',
    '185.71.76.5/27',
    ' 185.71.76.5',
    '185.71.76.256',
    '2a02:5180::1::2',
  ])('refuses the malformed address %j instead of throwing', (ip) => {
    expect(isYookassa(ip)).toBe(false);
  });
});

describe('createIpAllowList', () => {
  it('takes single addresses and networks of both families', () => {
    const allowed = createIpAllowList(['192.0.2.7', '198.51.100.0/24', '2001:db8::/126', '::1']);
    expect(allowed('192.0.2.7')).toBe(true);
    expect(allowed('192.0.2.8')).toBe(false);
    expect(allowed('198.51.100.200')).toBe(true);
    expect(allowed('2001:db8::3')).toBe(true);
    expect(allowed('2001:db8::4')).toBe(false);
    expect(allowed('::1')).toBe(true);
  });

  it('allows nothing when the list is empty', () => {
    expect(createIpAllowList([])('185.71.76.5')).toBe(false);
  });

  it.each([
    'nonsense',
    '185.71.76.0/33',
    '185.71.76.0/-1',
    '185.71.76.0/',
    '185.71.76.0/2x',
    '2a02:5180::/129',
    '185.71.76.0/27/1',
  ])('throws on the bad entry %j', (entry) => {
    expect(() => createIpAllowList([entry])).toThrow(/Invalid network/);
  });
});
