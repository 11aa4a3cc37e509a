import { DEFAULT_TRUSTED_PROXY_HOPS, TRUSTED_PROXY_HOPS } from './config';

/** The configured hop count, read at request time (params are only available then). */
export function trustedProxyHops(): number {
  // Unset outside the functions runtime (which fills in the param's default): the same default.
  if (!process.env.TRUSTED_PROXY_HOPS) return DEFAULT_TRUSTED_PROXY_HOPS;
  const hops = TRUSTED_PROXY_HOPS.value();
  return Number.isInteger(hops) && hops >= 0 ? hops : DEFAULT_TRUSTED_PROXY_HOPS;
}

/**
 * Express `trust proxy` as a function: address i counts from the socket's peer (0) leftwards through
 * X-Forwarded-For; the first `hops` of them are our own proxies, so `req.ip` is the one after them.
 */
export const trustKnownHops = (_address: string, index: number) => index < trustedProxyHops();
