// Where webhooks may go. In production: https only, and never to an address inside a network
// (private, loopback, link-local, carrier-grade NAT, multicast, reserved), checked on the URL's
// literal address, on every address its name resolves to when the endpoint is saved, and again on
// the address each delivery connects to (a name may resolve elsewhere later). Under the emulators
// plain http to this machine is allowed, so tests can run a receiver.
import { BlockList, isIP } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { INTEGRATIONS_MESSAGES as M } from '../../shared/messages/integrations';

/** Production unless the functions emulator runs the code. */
export const webhookGuardMode = (): 'production' | 'emulator' =>
  process.env.FUNCTIONS_EMULATOR === 'true' ? 'emulator' : 'production';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an IP address is one on the public internet (anything not parsed as one is not). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(bare);
  if (v4) return isPublicAddress(v4);
  return !blocked.check(bare, 'ipv6');
}

export type Lookup = (hostname: string) => Promise<LookupAddress[]>;
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Why a webhook URL (already a well-formed http(s) URL) may not be used, or null when it may.
 * In production every address its host name resolves to must be public.
 */
export async function webhookUrlProblem(
  raw: string,
  mode: 'production' | 'emulator',
  lookup: Lookup = systemLookup,
): Promise<string | null> {
  if (mode === 'emulator') return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:') return M.webhookUrlHttpsOnly;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : M.webhookUrlPrivate;
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    return M.webhookUrlUnresolved;
  }
  if (addresses.length === 0) return M.webhookUrlUnresolved;
  return addresses.every((a) => isPublicAddress(a.address)) ? null : M.webhookUrlPrivate;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses to connect to a non-public address in production:
 * the address checked is the one the socket connects to, so a name re-pointed after it was saved
 * still cannot reach inside a network.
 */
export function guardedLookup(mode: 'production' | 'emulator', lookup: Lookup = systemLookup) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    lookup(hostname)
      .then((addresses) => {
        const allowed =
          mode === 'emulator' ? addresses : addresses.filter((a) => isPublicAddress(a.address));
        if (allowed.length === 0) {
          const error: NodeJS.ErrnoException = new Error(M.webhookUrlPrivate);
          error.code = 'EWEBHOOKPRIVATE';
          callback(error, []);
          return;
        }
        if (options.all) callback(null, allowed);
        else callback(null, allowed[0].address, allowed[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, []));
  };
}
