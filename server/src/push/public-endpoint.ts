import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a push endpoint must not reach: the server posts to whatever URL a browser gave it, so without this a
 * "subscription" could make it post into the university's own network (loopback, private, link-local, CGNAT,
 * unique-local and multicast ranges, and the unspecified address).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

// BlockList checks an IPv4 address written as IPv6 (::ffff:10.0.0.1) against the IPv4 rules itself; a ::ffff:0:0/96
// rule would catch every plain IPv4 address as well.
const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * Why a push endpoint is refused, or undefined when it is an https URL whose host is, and resolves only to, public
 * addresses. `allowLoopback` (`PUSH_ALLOW_LOOPBACK=true`, for tests and a local mock push service) lets loopback
 * through, nothing else.
 */
export async function endpointRefusal(
  endpoint: string,
  { allowLoopback = false, resolve = lookup } = {},
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not an https: URL';
  if (url.username || url.password) return 'credentials in the URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await resolve(host, { all: true })).map((entry) => entry.address);
  } catch {
    return 'the host does not resolve';
  }
  if (addresses.length === 0) return 'the host does not resolve';
  const loopback = (address: string) => address === '::1' || address.startsWith('127.');
  const refused = addresses.find(
    (address) => !isPublicAddress(address) && !(allowLoopback && loopback(address)),
  );
  return refused ? `not a public host (${refused})` : undefined;
}
