import HomePage from '@/features/home/HomePage';
import { ProductSearch } from '@/features/trading/search/ProductSearch';

/** Home with trading's product search: composed here so features do not import each other. */
export default function HomeRoute() {
  return <HomePage productSearch={<ProductSearch />} />;
}
