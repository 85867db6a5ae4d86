import { apiRef, apiSerializerCompiler } from '../lib/apiSchemas';
import { dataSchema } from '../lib/http';
import type { CatalogueProduct } from './catalogue';
import type { Rates } from './portfolio';
import { productView, symbolOf } from './productViews';

/** The answer of product search: a page of products (schemas/api/products.json ProductPage). */
export const PRODUCT_PAGE_ANSWER = dataSchema(apiRef('products', 'ProductPage'));
/** The answer of the bond and equity lists: every product of a kind. */
export const PRODUCT_LIST_ANSWER = dataSchema({ type: 'array', items: apiRef('products', 'Product') });

// Compiled as the routes' own answers are (app.ts sets apiSerializerCompiler as the serializer compiler).
const compile = apiSerializerCompiler();
const serializeProduct = compile({ schema: apiRef('products', 'Product') });
const serializePage = compile({ schema: PRODUCT_PAGE_ANSWER });
const serializeList = compile({ schema: PRODUCT_LIST_ANSWER });

/**
 * Each product's view as JSON (UTF-8), kept with the catalogue copy it belongs to: a product of a copy
 * never changes, and its view changes only with its currency's symbol, which is checked on every use.
 * A search then copies bytes instead of building, serialising and encoding 20 views per request (in a
 * profile of search over 50,000 products these took about a third of the server's time; a view with a
 * "€" makes the whole answer a two-byte string, which Node measures and encodes again on every write).
 */
const viewJson = new WeakMap<CatalogueProduct, { symbol: string; json: Buffer }>();

function productJson(p: CatalogueProduct, rates: Rates): Buffer {
  const symbol = symbolOf(rates, p.row.currency);
  const kept = viewJson.get(p);
  if (kept && kept.symbol === symbol) return kept.json;
  const json = Buffer.from(serializeProduct(productView(p, rates)));
  viewJson.set(p, { symbol, json });
  return json;
}

const COMMA = Buffer.from(',');

/**
 * The answer `serialize(withEmpty)` would be with `parts` in place of the empty array `marker` ends with:
 * the envelope comes from the answer's own serializer, so its fields and order follow the schema.
 */
function spliced(serialized: string, marker: string, parts: Buffer[]): Buffer {
  const at = serialized.indexOf(marker);
  if (at < 0) throw new Error(`productJson: ${marker} is not in ${serialized}`);
  const cut = at + marker.length - 1;
  const chunks: Buffer[] = [Buffer.from(serialized.slice(0, cut))];
  parts.forEach((part, i) => {
    if (i) chunks.push(COMMA);
    chunks.push(part);
  });
  chunks.push(Buffer.from(serialized.slice(cut)));
  return Buffer.concat(chunks);
}

/** A search answer, `{Data: {Items, TotalCount, PageNumber, PageSize}}`, as JSON bytes (PRODUCT_PAGE_ANSWER). */
export function productPageJson(
  items: CatalogueProduct[],
  page: { TotalCount: number; PageNumber: number; PageSize: number },
  rates: Rates,
): Buffer {
  return spliced(
    serializePage({ Data: { Items: [], ...page } }),
    '"Items":[]',
    items.map((p) => productJson(p, rates)),
  );
}

/** A list answer, `{Data: [products]}`, as JSON bytes (PRODUCT_LIST_ANSWER). */
export function productListJson(items: CatalogueProduct[], rates: Rates): Buffer {
  return spliced(
    serializeList({ Data: [] }),
    '"Data":[]',
    items.map((p) => productJson(p, rates)),
  );
}

/** The content type Fastify gives a serialised JSON answer, for answers sent as bytes. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
