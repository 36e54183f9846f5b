import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach outside the sandbox: loopback, private, link-local, shared, benchmarking,
 * reserved, multicast, broadcast and unspecified; and the IPv6 prefixes that carry an IPv4 address a gateway may
 * forward to (NAT64, 6to4, IPv4-compatible), whichever IPv4 address they carry.
 */
const internalRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internalRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internalRanges.addSubnet(network, prefix, 'ipv6');
}

const policy = { allowInternal: true };

/**
 * The sandbox lets webhooks reach loopback and private addresses (a receiver on the same laptop); a platform
 * with a real identity provider does not (no server-side request forgery). `createPlatform` sets it.
 */
export function allowInternalWebhookTargets(allow: boolean): void {
  policy.allowInternal = allow;
}

function isInternal(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internalRanges.check(mapped, 'ipv4');
  return internalRanges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Names reserved never to resolve (RFC 2606), such as the demo data's `hooks.holland-goods.example`. */
const neverResolves = /\.(example|invalid)$/i;

/**
 * Why the platform will not send to `url`, or null. A reserved name never answers, so it is not retried for a day;
 * outside the sandbox every address the host resolves to is checked.
 */
export async function webhookTargetRefusal(url: string): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (neverResolves.test(host)) return `Refused: ${host} is a reserved name that never resolves`;
  if (policy.allowInternal) return null;
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((found) => found.address);
  const internal = addresses.find(isInternal);
  return internal ? `Refused: ${host} is a loopback or private address (${internal})` : null;
}
