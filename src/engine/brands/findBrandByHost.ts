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

/**
 * A host → brand lookup for a whole catalogue, built once: a Map from each brand's label (live in
 * production, sandbox otherwise) to the brand, so every request costs one parse of its host and
 * one Map read, however many brands there are. It answers exactly as {@link findBrandByHost}
 * (the first brand with a label wins).
 *
 * @param brands - the catalogue, in its fixed order
 * @param env - `production` matches `liveSubDomain`, anything else `sandboxSubDomain`
 * @returns a function from a host (optionally with a port) to its brand, or undefined
 */
export function createBrandLookup(brands: readonly Brand[], env: PortalEnv): (host: string) => Brand | undefined {
  const byLabel = new Map<string, Brand>();
  for (const brand of brands) {
    const label = (env === 'production' ? brand.liveSubDomain : brand.sandboxSubDomain).toLowerCase();
    if (!byLabel.has(label)) byLabel.set(label, brand);
  }
  return (host) => {
    const prefix = brandPrefix(host);
    return prefix === undefined ? undefined : byLabel.get(prefix);
  };
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
