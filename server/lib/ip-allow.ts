import { BlockList, isIPv4 } from 'node:net';
import { ipListLines, parseIpNetwork } from '../../contract/ip-networks';

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is the IPv4 address it carries. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/**
 * Whether the allowed-IPs list lets this address in. An empty list allows every address; lines
 * that are not networks (never saved: the settings schema refuses them) are ignored.
 */
export function isIpAllowed(list: string, ip: string): boolean {
  const lines = ipListLines(list);
  if (lines.length === 0) return true;
  const blockList = new BlockList();
  for (const line of lines) {
    const network = parseIpNetwork(line);
    if (network) blockList.addSubnet(network.address, network.prefix, network.family);
  }
  const address = normaliseIp(ip);
  return blockList.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

export const IP_REFUSED_MESSAGE =
  'Acesso bloqueado: o endereço IP de onde você acessa não está na lista de IPs permitidos da sua organização. Peça a um administrador para incluí-lo em Configurações.';
