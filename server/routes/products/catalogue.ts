import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../../lib/apiSchemas';
import { data, dataSchema, errorResponses } from '../../lib/http';
import { SORT_KEYS, type CatalogueProduct, type PagingInfo, type SearchCriteria } from '../../services/catalogue';
import { kindOf, providersOf, symbolOf } from '../../services/productViews';
import { JSON_CONTENT_TYPE, PRODUCT_LIST_ANSWER, PRODUCT_PAGE_ANSWER, productListJson, productPageJson } from '../../services/productJson';
import { PRODUCT_SEARCH_PAGE_SIZE } from '@/engine/trading/limits';
import { NOT_AUDITED, notAudited } from '../../plugins/audit';

/** The product catalogue (trading §7): search, its options and totals, providers and the bond and equity lists. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: [app.authenticate] };

  app.post<{ Body: { searchCriteria?: SearchCriteria; pagingInfo?: Partial<PagingInfo> } }>(
    '/products/search',
    {
      ...auth,
      config: notAudited(NOT_AUDITED.readsOnly),
      schema: {
        tags: ['products'],
        body: apiRef('products', 'SearchRequest'),
        response: { 200: PRODUCT_PAGE_ANSWER, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { catalogue, rates } = await app.catalogue.snapshot();
      const p = request.body.pagingInfo ?? {};
      const paging: PagingInfo = {
        PageNumber: p.PageNumber ?? 1,
        PageSize: p.PageSize ?? PRODUCT_SEARCH_PAGE_SIZE,
        SortBy: p.SortBy ?? 'YTD',
        SortOrder: (p.SortOrder ?? 'asc').toLowerCase() as PagingInfo['SortOrder'],
      };
      const { items, total } = catalogue.search(request.body.searchCriteria ?? {}, paging);
      // The answer as PRODUCT_PAGE_ANSWER's serializer writes it, from the views kept as JSON (services/productJson.ts).
      return reply
        .type(JSON_CONTENT_TYPE)
        .send(productPageJson(items, { TotalCount: total, PageNumber: paging.PageNumber, PageSize: paging.PageSize }, rates));
    },
  );

  app.get(
    '/products/options',
    {
      ...auth,
      schema: {
        tags: ['products'],
        response: {
          200: dataSchema(apiRef('products', 'SearchOptions')),
          ...errorResponses,
        },
      },
    },
    async () => {
      const { catalogue, rates } = await app.catalogue.snapshot();
      const distinct = (pick: (p: CatalogueProduct) => string) =>
        [...new Set(catalogue.products.map(pick))].sort((a, b) => a.localeCompare(b));
      return data({
        ProductTypes: distinct((p) => p.row.product_type),
        Currencies: distinct((p) => p.row.currency).map((c) => ({ Currency: c, CurrencySymbol: symbolOf(rates, c) })),
        Providers: distinct((p) => p.row.provider),
        SortBy: [...SORT_KEYS],
        SortOrder: ['asc', 'desc'],
        PageSize: PRODUCT_SEARCH_PAGE_SIZE,
      });
    },
  );

  app.get(
    '/products/totals',
    {
      ...auth,
      schema: {
        tags: ['products'],
        response: { 200: dataSchema(apiRef('products', 'ProductTotals')), ...errorResponses },
      },
    },
    async () => {
      const catalogue = await app.catalogue.get();
      const counts = new Map<string, number>();
      for (const p of catalogue.products) counts.set(p.row.product_type, (counts.get(p.row.product_type) ?? 0) + 1);
      return data({
        Total: catalogue.products.length,
        ByType: [...counts].sort((a, b) => a[0].localeCompare(b[0])).map(([ProductType, Total]) => ({ ProductType, Total })),
      });
    },
  );

  const providerList = dataSchema({ type: 'array', items: apiRef('products', 'Provider') });

  app.get(
    '/products/providers',
    { ...auth, schema: { tags: ['products'], response: { 200: providerList, ...errorResponses } } },
    async () => data(providersOf((await app.catalogue.get()).products.filter((p) => ['fund', 'dfm'].includes(kindOf(p))))),
  );

  app.get(
    '/products/notesproviders',
    { ...auth, schema: { tags: ['products'], response: { 200: providerList, ...errorResponses } } },
    async () => data(providersOf((await app.catalogue.get()).products.filter((p) => kindOf(p) === 'note'))),
  );

  // The bond and the equity lists: every product of the kind, from the views kept as JSON.
  for (const [url, kind] of [
    ['/products/fixedincome', 'bond'],
    ['/products/equities', 'equity'],
  ] as const)
    app.get(
      url,
      { ...auth, schema: { tags: ['products'], response: { 200: PRODUCT_LIST_ANSWER, ...errorResponses } } },
      async (_request, reply) => {
        const { catalogue, rates } = await app.catalogue.snapshot();
        return reply.type(JSON_CONTENT_TYPE).send(
          productListJson(
            catalogue.products.filter((p) => kindOf(p) === kind),
            rates,
          ),
        );
      },
    );
};
