/** @jest-environment node */
import { apiDef } from '../../../server/lib/apiSchemas';
import { SORT_KEYS } from '../../../server/services/catalogue';
import { NON_PLATFORM_NAME_MAX } from '../../../server/services/nonPlatformHoldings';
import { PAYMENT_AMOUNT_MAX, PRODUCT_SEARCH_ALL } from '@/engine/trading/limits';

type Props = Record<string, Record<string, unknown>>;
const propsOf = (area: string, name: string) => (apiDef(area, name) as { properties: Props }).properties;

// The trading API schemas are JSON; the limits they repeat are the engine's and the services'.
describe('trading API schemas', () => {
  it('product search pages by the engine sizes and sorts by the catalogue keys', () => {
    const paging = (propsOf('products', 'SearchRequest').pagingInfo as { properties: Props }).properties;
    expect(paging.PageSize.minimum).toBe(PRODUCT_SEARCH_ALL);
    expect(paging.SortBy.enum).toEqual([...SORT_KEYS]);
  });

  it('a forex line buys at most the engine payment maximum', () => {
    expect(propsOf('orders', 'ForexLine').BuyAmount.maximum).toBe(PAYMENT_AMOUNT_MAX);
  });

  it('a holding held elsewhere takes names the service trims to NON_PLATFORM_NAME_MAX', () => {
    for (const request of ['AddRequest', 'UpdateRequest']) {
      expect(propsOf('non-platform-holdings', request).Name.maxLength).toBe(NON_PLATFORM_NAME_MAX + 20);
      expect(propsOf('non-platform-holdings', request).Provider.maxLength).toBe(NON_PLATFORM_NAME_MAX + 20);
    }
  });
});
