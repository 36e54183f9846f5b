import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowInternalWebhookTargets, webhookTargetRefusal } from './webhook-target.ts';

beforeAll(() => allowInternalWebhookTargets(false));
afterAll(() => allowInternalWebhookTargets(true));

const refusalOf = (host: string) => webhookTargetRefusal(`https://${host}/hooks`);

describe('the webhook address guard outside the sandbox', () => {
  it.each([
    ['NAT64', '[64:ff9b::a00:1]', '64:ff9b::a00:1'],
    ['local-use NAT64', '[64:ff9b:1::7f00:1]', '64:ff9b:1::7f00:1'],
    ['6to4', '[2002:7f00:1::1]', '2002:7f00:1::1'],
    ['IPv4-compatible IPv6', '[::7f00:1]', '::7f00:1'],
    ['benchmarking', '198.18.0.1', '198.18.0.1'],
    ['benchmarking, its second half', '198.19.255.254', '198.19.255.254'],
    ['IPv4 multicast', '224.0.0.251', '224.0.0.251'],
    ['IPv6 multicast', '[ff02::1]', 'ff02::1'],
    ['reserved', '240.0.0.1', '240.0.0.1'],
    ['broadcast', '255.255.255.255', '255.255.255.255'],
    ['loopback', '127.0.0.1', '127.0.0.1'],
    ['IPv4-mapped private', '[::ffff:10.0.0.1]', '::ffff:a00:1'],
  ])('refuses a %s address', async (_kind, host, address) => {
    expect(await refusalOf(host)).toBe(`Refused: ${address} is a loopback or private address (${address})`);
  });

  it.each([['8.8.8.8'], ['[2001:4860:4860::8888]'], ['198.20.0.1']])('sends to a public address (%s)', async (host) => {
    expect(await refusalOf(host)).toBeNull();
  });
});
