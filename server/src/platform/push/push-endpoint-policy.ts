import type { Config } from '../config.js';

/**
 * Hosts of the browsers' push services. The server POSTs to whatever endpoint a client
 * registers, so an open list would let anyone make the server send requests to arbitrary hosts
 * (SSRF); only these, over HTTPS on the default port, are accepted in production.
 */
const KNOWN_PUSH_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
/** Suffixes for services that shard by subdomain (Windows WNS, Apple's regional hosts). */
const KNOWN_PUSH_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

export function isKnownPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return KNOWN_PUSH_HOSTS.includes(host) || KNOWN_PUSH_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}

/**
 * Whether the server may deliver pushes to this endpoint: HTTPS, no credentials in the URL,
 * default port on a known push service; outside production also the configured stand-in hosts
 * (`host` or `host:port`).
 */
export function isAllowedPushEndpoint(endpoint: string, config: Pick<Config, 'env' | 'pushDevHosts'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (url.port === '' && isKnownPushServiceHost(url.hostname)) return true;
  if (config.env === 'production') return false;
  return config.pushDevHosts.includes(url.host.toLowerCase()) || (url.port === '' && config.pushDevHosts.includes(url.hostname.toLowerCase()));
}
