/**
 * Where YooKassa's HTTP notifications may come from. Notifications carry no signature, so the
 * source address is the only cheap filter; the payment is still re-read with getPayment.
 */
import { BlockList, isIP } from 'node:net';

/**
 * The list published at https://yookassa.ru/developers/using-api/webhooks (IP section). The
 * official SDKs name four /64s inside 2a02:5180::/32; the page itself gives the whole /32.
 */
export const yookassaNotificationNetworks: string[] = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

type Family = 'ipv4' | 'ipv6';

function familyOf(address: string): Family | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * A predicate over addresses in `networks` (CIDRs or single addresses, IPv4 or IPv6). A bad entry
 * throws at once: a typo in the list must not silently refuse every notification.
 */
export function createIpAllowList(networks: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of networks) {
    const [address = '', prefixText, ...rest] = entry.trim().split('/');
    const family = familyOf(address);
    if (!family || rest.length > 0) throw new Error(`Invalid network in IP allow list: ${entry}`);
    if (prefixText === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const prefix = Number(prefixText);
    const maxPrefix = family === 'ipv4' ? 32 : 128;
    if (!/^\d+$/.test(prefixText) || prefix > maxPrefix) {
      throw new Error(`Invalid network in IP allow list: ${entry}`);
    }
    list.addSubnet(address, prefix, family);
  }

  return (ip) => {
    const family = familyOf(ip);
    // BlockList matches IPv4 rules against IPv4-mapped IPv6 (::ffff:185.71.76.5), which is how a
    // dual-stack socket reports an IPv4 peer.
    return family !== null && list.check(ip, family);
  };
}
