import type { Brand } from '@/engine/brands/types';
import type { Config } from '../config';

/**
 * The public origin of one brand's portal: the brand's host label (live label in production,
 * sandbox label otherwise) in front of the configured PUBLIC_URL host, e.g.
 * `http://dmo.localhost:8080` or `https://demowealth.portal.example.com`.
 * @param config - publicUrl and portalEnv of the deployment
 * @param brand - the brand whose portal the link opens
 * @returns scheme, host and port without a trailing slash
 */
export function brandOrigin(config: Pick<Config, 'publicUrl' | 'portalEnv'>, brand: Brand): string {
  const url = new URL(config.publicUrl);
  const label = config.portalEnv === 'production' ? brand.liveSubDomain : brand.sandboxSubDomain;
  return `${url.protocol}//${label}.${url.host}`;
}
