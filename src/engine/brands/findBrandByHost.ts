import type { Brand, PortalEnv } from './types';

/**
 * Picks the brand a request belongs to from its Host header (or `location.host`).
 *
 * Every brand shares one deployment and is told apart only by the first DNS label of the host:
 * `dmo.localhost:8080` → `dmo`, `demowealth.portal.example.com` → `demowealth`. Production hosts
 * carry the live label and every other environment the sandbox code, because the two differ for a
 * few brands. A host with a single label (`localhost`) or an IP address has no brand prefix at all,
 * so it yields `undefined` rather than matching whichever brand happens to have that label.
 *
 * @param brands - the catalogue, in its fixed order (the first match wins)
 * @param host - host name, optionally with a port; compared case-insensitively
 * @param env - `production` matches `liveSubDomain`, anything else `sandboxSubDomain`
 * @returns the brand, or `undefined` when the host names none
 */
export function findBrandByHost(brands: readonly Brand[], host: string, env: PortalEnv): Brand | undefined {
  const prefix = brandPrefix(host);
  if (prefix === undefined) return undefined;
  const labelOf = env === 'production' ? (b: Brand) => b.liveSubDomain : (b: Brand) => b.sandboxSubDomain;
  return brands.find((brand) => labelOf(brand).toLowerCase() === prefix);
}

/** The first DNS label of a host, or undefined when the host cannot carry a brand prefix. */
function brandPrefix(host: string): string | undefined {
  const trimmed = host.trim().toLowerCase();
  // IPv6 literals come bracketed ("[::1]:8080") and never name a brand.
  if (trimmed === '' || trimmed.startsWith('[')) return undefined;
  const name = trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return undefined;
  const labels = name.split('.');
  if (labels.length < 2 || labels[0] === '') return undefined;
  return labels[0];
}
