import { createHmac, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Webhook delivery mechanics (Standard Webhooks, https://www.standardwebhooks.com): the secret, the
 * signature, which targets may be called, and the retry schedule.
 */

/** A new endpoint secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` with the secret's bytes as key. */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${signature}`;
}

/** Up to this share of the pause is added at random, so receivers that failed together are not retried together. */
export const BACKOFF_JITTER = 0.2;
const BACKOFF_MAX_MS = 4 * 3_600_000;

/**
 * Every 30 s · 2^(attempt − 1) plus up to 20 % jitter (never earlier than the schedule), at most 4 hours
 * apart; retries stop 24 hours after the event. `random` is in [0, 1).
 */
export function backoffMs(attempt: number, random: number = Math.random()): number {
  const base = 30_000 * 2 ** Math.max(0, attempt - 1);
  return Math.min(Math.round(base * (1 + BACKOFF_JITTER * random)), BACKOFF_MAX_MS);
}
export const RETRY_FOR_MS = 24 * 3_600_000;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Addresses a webhook may never reach: private, link-local, shared, unspecified, multicast, reserved. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
// Not ::ffff:0:0/96: a BlockList applies IPv6 rules to IPv4 addresses through that very mapping, so it would
// refuse every IPv4 address. kindOf judges a mapped address as the IPv4 address it reaches.
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

function kindOf(address: string): 'loopback' | 'private' | 'public' {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(address, family)) return 'loopback';
  if (family === 'ipv6' && ipaddr.IPv6.isValid(address) && ipaddr.IPv6.parse(address).isIPv4MappedAddress()) {
    // Judged as the IPv4 address it reaches (dotted ::ffff:10.0.0.1 or hex ::ffff:a00:1 alike).
    return kindOf(ipaddr.IPv6.parse(address).toIPv4Address().toString());
  }
  return PRIVATE.check(address, family) ? 'private' : 'public';
}

/**
 * Why a webhook URL may not be called, or null: https:// to a public address; http:// (or https://) to
 * this computer's loopback only where loopback is allowed (not in production). A name is resolved and
 * every address it answers must qualify. Before a delivery, `resolveNames: false` checks the URL and an
 * address written in it only: the delivery's socket resolves the name itself through the same check
 * (`guardedLookup` in webhooks.post.ts), so resolving it here too would only ask DNS twice.
 */
export async function refuseWebhookTarget(
  raw: string,
  allowLoopback: boolean,
  { resolveNames = true }: { resolveNames?: boolean } = {},
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not http(s)';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else if (host === 'localhost' || host.endsWith('.localhost')) addresses = ['127.0.0.1'];
  else if (!resolveNames) return null;
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      return 'the host name does not resolve';
    }
  }
  return refuseAddresses(addresses, url.protocol, allowLoopback);
}

/** Why a webhook may not be sent to these addresses (all of one host name), or null. */
export function refuseAddresses(addresses: readonly string[], protocol: string, allowLoopback: boolean): string | null {
  if (!addresses.length) return 'the host name does not resolve';
  const kinds = addresses.map(kindOf);
  if (kinds.includes('private')) return 'a private network address';
  if (kinds.includes('loopback')) {
    if (!allowLoopback) return 'a loopback address';
    if (!kinds.every((k) => k === 'loopback')) return 'mixed loopback and public addresses';
    return null;
  }
  return protocol === 'https:' ? null : 'http:// is only allowed for loopback';
}
