/**
 * Allowed-IP lists of the system settings: one address or CIDR network per line, IPv4 or IPv6.
 * Pure, so the settings form and the server validate the same way.
 */

export interface IpNetwork {
  family: 'ipv4' | 'ipv6';
  address: string;
  prefix: number;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(address: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return false;
  // The URL parser knows every IPv6 spelling (compressed, embedded IPv4) in Node and in browsers.
  return URL.canParse(`http://[${address}]/`);
}

/** One line of the list as a network, or null when it is not an address or a CIDR network. */
export function parseIpNetwork(line: string): IpNetwork | null {
  const [address = '', prefixText, extra] = line.trim().split('/');
  if (extra !== undefined) return null;
  const family = IPV4.test(address) ? 'ipv4' : isIpv6(address) ? 'ipv6' : null;
  if (!family) return null;
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { family, address, prefix: max };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= max ? { family, address, prefix } : null;
}

/** The non-empty lines of the text field. */
export const ipListLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** The first line that is not a valid network, or null when every line is. */
export const firstInvalidIpLine = (text: string): string | null =>
  ipListLines(text).find((line) => parseIpNetwork(line) === null) ?? null;
