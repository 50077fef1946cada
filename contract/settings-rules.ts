import { z } from 'zod';

/** Building blocks of the settings schemas: every message names the field in Portuguese. */

export interface NumberRule {
  label: string;
  bounds: { min: number; max: number };
  unit?: string;
  integer?: boolean;
}

/** Decimal comma, as the dialog shows numbers. */
export const decimal = (value: number): string => String(value).replace('.', ',');

/** A number within inclusive bounds (spec 1 §5); out of range answers the range and the unit. */
export function bounded({ label, bounds, unit, integer }: NumberRule) {
  const range = `${label} deve estar entre ${decimal(bounds.min)} e ${decimal(bounds.max)}${unit ? ` ${unit}` : ''}`;
  const base = z.number({ message: `${label} deve ser um número` });
  return (integer ? base.int({ message: `${label} deve ser um número inteiro` }) : base)
    .min(bounds.min, { message: range })
    .max(bounds.max, { message: range });
}

export const flag = (label: string) => z.boolean({ message: `${label} deve ser verdadeiro ou falso` });

export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} deve ser um texto` })
    .max(max, { message: `${label} deve ter no máximo ${max} caracteres` });

/** IPv4 networks that never hold a provider on the internet (loopback, private, link-local…). */
const NON_PUBLIC_IPV4: readonly [number, number, number][] = [
  [0, 0, 8],
  [10, 0, 8],
  [100, 64, 10],
  [127, 0, 8],
  [169, 254, 16],
  [172, 16, 12],
  [192, 168, 16],
  [198, 18, 15],
  [224, 0, 4],
  [240, 0, 4],
];

function isPublicIpv4(octets: readonly number[]): boolean {
  if (octets.length !== 4 || octets.some((octet) => !(octet >= 0 && octet <= 255))) return false;
  const [a = 0, b = 0] = octets;
  const value = a * 256 + b;
  return !NON_PUBLIC_IPV4.some(
    ([na, nb, prefix]) => value >> (16 - prefix) === (na * 256 + nb) >> (16 - prefix),
  );
}

/** Global unicast only (2000::/3), without the documentation and 6to4 blocks. */
const isPublicIpv6 = (address: string): boolean =>
  /^[23][0-9a-f]{0,3}:/i.test(address) && !/^2001:0?db8:/i.test(address) && !/^2002:/i.test(address);

/**
 * Whether a tenant may point its AI provider at this address: https (the key travels in the
 * request), no credentials in it, and a host on the internet. Loopback, private and link-local
 * addresses, `localhost` and single-label names would let a tenant reach the server's own network;
 * a deployment that runs its model nearby sets the server-wide base URL instead.
 */
export function isPublicHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return isPublicIpv6(host.slice(1, -1));
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (ipv4) return isPublicIpv4(ipv4.slice(1).map(Number));
  const localName = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/.test(host);
  return host.includes('.') && !localName;
}
