import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Addresses the server's own requests may not reach unless allowed (SSRF): a webhook's unless
 * WEBHOOK_ALLOW_PRIVATE=true, a WordPress import's pictures unless WORDPRESS_IMPORT_ALLOW_PRIVATE=true.
 * Private, loopback, link-local, shared, multicast and reserved ranges. Node's BlockList also matches
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`, written `::ffff:7f00:1` too) against the IPv4 ranges.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is a private, loopback or link-local address`);
    this.name = "PrivateAddressError";
  }
}

/** A URL's host as an address or name: `[::1]` → `::1`. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * The `lookup` an outgoing request uses: every address the name resolves to is checked, and the
 * connection is refused if any is private, so a name that resolves to 127.0.0.1 (or changes to it
 * after it was checked: DNS rebinding) is never reached.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 4);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) return callback(new PrivateAddressError(refused.address), "", 4);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`no address for ${hostname}`), "", 4);
    return callback(null, first.address, first.family);
  });
};

/** The addresses of a URL's host (itself when it is an address), for the check when an endpoint is saved. */
export async function addressesOf(url: URL): Promise<string[]> {
  const host = hostOf(url);
  if (isIP(host) !== 0) return [host];
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses.map((entry) => entry.address)),
    ),
  );
}
