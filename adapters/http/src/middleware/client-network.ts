import ipaddr from 'ipaddr.js';

/**
 * The network a rate limit counts a client address under: an IPv4 address itself (also when it
 * arrives IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address's /64, since one subscriber or host
 * usually holds a whole /64 and could otherwise step to a fresh address for every guess.
 * Anything else (e.g. `unknown`) is kept as it is.
 */
export const clientNetwork = (address: string): string => {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
};
