import { lookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The server posts to whatever URL a browser gave it as its push endpoint: without these checks a "subscription"
 * could make it post into the university's own network. A push endpoint must be https on port 443, on a host that is,
 * and resolves only to, public unicast addresses — classified by ipaddr.js (private, loopback, link-local, CGNAT,
 * NAT64, 6to4, Teredo, site-local, benchmarking, TEST-NETs, multicast and the rest are not), IPv6 within the global
 * unicast space 2000::/3. It is checked when subscribing and again when sending, where the connection goes to the
 * address the check saw (`publicOnlyAgent`), so a name re-pointed at an internal address after subscribing is not
 * reached.
 */
export interface EndpointRules {
  /** `PUSH_ALLOW_LOOPBACK=true`: a mock push service on 127.0.0.1 or ::1, any port (tests only). */
  allowLoopback?: boolean;
  /** The name resolver (tests give their own; the default is the system's). */
  resolve?: (host: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

const systemResolve = (host: string) => lookup(host, { all: true });

/** Why this address may not be posted to, or undefined when it is a public unicast address. */
export function addressRefusal(
  address: string,
  { allowLoopback = false }: EndpointRules = {},
): string | undefined {
  if (!ipaddr.isValid(address)) return `not an address (${address})`;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is classified as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'loopback' && allowLoopback) return undefined;
  const publicUnicast = range === 'unicast' && (parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6));
  return publicUnicast ? undefined : `not a public host (${address}, ${range})`;
}

function isLoopbackHost(host: string): boolean {
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/**
 * Why a push endpoint is refused, or undefined when it is an https URL on port 443 whose host is, and resolves only
 * to, public addresses.
 */
export async function endpointRefusal(
  endpoint: string,
  rules: EndpointRules = {},
): Promise<string | undefined> {
  if (!URL.canParse(endpoint)) return 'not a URL';
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'not an https: URL';
  if (url.username || url.password) return 'credentials in the URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // `port` is empty for https's own 443.
  if (url.port !== '' && !(rules.allowLoopback && isLoopbackHost(host))) return `not port 443 (${url.port})`;
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await (rules.resolve ?? systemResolve)(host)).map((entry) => entry.address);
  } catch {
    return 'the host does not resolve';
  }
  if (addresses.length === 0) return 'the host does not resolve';
  for (const address of addresses) {
    const refusal = addressRefusal(address, rules);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The error a connection refused by `publicOnlyAgent` fails with. */
export const NOT_PUBLIC = 'ENOTPUBLIC';

/**
 * An https agent whose name lookup refuses a host with any non-public address: the socket connects to an address this
 * lookup returned, so what was checked is what is reached (no second resolution between the check and the connection).
 */
export function publicOnlyAgent(rules: EndpointRules = {}): Agent {
  const resolve = rules.resolve ?? systemResolve;
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (entries) => {
        const refusal =
          entries.length === 0
            ? 'the host does not resolve'
            : entries.map((entry) => addressRefusal(entry.address, rules)).find(Boolean);
        if (refusal) {
          callback(Object.assign(new Error(refusal), { code: NOT_PUBLIC }), '', 0);
          return;
        }
        const family = options.family === 6 ? 6 : options.family === 4 ? 4 : 0;
        const usable = entries.filter((entry) => family === 0 || entry.family === family);
        if (options.all)
          callback(
            null,
            usable.map(({ address, family }) => ({ address, family })),
          );
        else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  return new Agent({ lookup: checkedLookup });
}
