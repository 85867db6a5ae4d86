import fp from 'fastify-plugin';
import brandsCatalogue from '../../schemas/brands/brands.json';
import { createBrandLookup } from '@/engine/brands/findBrandByHost';
import type { Brand } from '@/engine/brands/types';
import type { Config } from '../config';

export interface ResolvedBrand {
  brand: Brand;
  whiteLabelId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the host this request came to, or null for an unknown host. */
    brand: ResolvedBrand | null;
  }
  interface FastifyInstance {
    brandByCode(code: string): ResolvedBrand | undefined;
    brandById(id: number): ResolvedBrand | undefined;
  }
}

const catalogue = brandsCatalogue as Brand[];

/** Every brand with its white-label id: its position in schemas/brands/brands.json, from 1. */
export const RESOLVED_BRANDS: readonly ResolvedBrand[] = catalogue.map((brand, i) => ({ brand, whiteLabelId: i + 1 }));

/**
 * Resolves the brand of every request from its host in O(1): the catalogue is indexed by host
 * label once, at start-up (it is part of the build, so it cannot change while the process runs),
 * and a request costs one parse of its Host and one Map read — no scan and no query.
 */
export const brandPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const lookup = createBrandLookup(catalogue, config.portalEnv);
    const byCode = new Map(RESOLVED_BRANDS.map((b) => [b.brand.code, b]));
    const byId = new Map([...byCode.values()].map((b) => [b.whiteLabelId, b]));
    app.decorate('brandByCode', (code: string) => byCode.get(code));
    app.decorate('brandById', (id: number) => byId.get(id));
    app.decorateRequest('brand', null);
    app.addHook('onRequest', (request, _reply, done) => {
      // request.host is the Host header, or X-Forwarded-Host only when TRUST_PROXY names a proxy we trust.
      const brand = lookup(request.host);
      request.brand = brand ? byCode.get(brand.code)! : null;
      done();
    });
  },
  { name: 'brand' },
);
