import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the site reader may connect to. The scraping URL is typed by a customer, so
 * without this check it could make the server read its own admin ports, the cloud metadata service
 * or the office network. Only public unicast addresses pass.
 */
export type AddressPolicy = (address: string, family: 4 | 6) => boolean;

/** Special-purpose ranges (IANA IPv4/IPv6 special-purpose registries) that are never a public site. */
const IPV4_RESERVED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

const IPV6_RESERVED: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['64:ff9b::', 96], // NAT64: would reach any IPv4 address, private ones included
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an arbitrary IPv4 address
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
];

const reserved = new BlockList();
for (const [network, prefix] of IPV4_RESERVED) reserved.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RESERVED) reserved.addSubnet(network, prefix, 'ipv6');

/** True for a public unicast address. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !reserved.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const publicAddressesOnly: AddressPolicy = (address) => isPublicAddress(address);

/** Raised before connecting, so nothing is ever sent to a refused address. */
export class BlockedAddressError extends Error {
  override readonly name = 'BlockedAddressError';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`endereço não público recusado: ${host} (${address})`);
  }
}
