import { isIPv4, isIPv6 } from 'node:net';

const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * Who a request comes from, as the per-caller limits count callers: an IPv4 address, or the /64 network of an IPv6
 * one. A subscriber is usually given a whole /64, so stepping through its addresses must not make one caller many.
 * An IPv4 address seen through an IPv6 socket (`::ffff:a.b.c.d`) is that IPv4 address.
 */
export function callerNetwork(ip: string): string {
  const mapped = mappedIpv4.exec(ip)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  return `${firstFourGroups(address)}::/64`;
}

/** The first 64 bits of a valid IPv6 address, as four hex groups without leading zeros. */
function firstFourGroups(address: string): string {
  // An embedded IPv4 tail stands for the last two groups; only how many groups it is matters here.
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}
