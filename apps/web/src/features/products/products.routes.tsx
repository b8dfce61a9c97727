/**
 * Products (spec §2), nested below /products/*; paths from lib/paths.ts: /products the list,
 * /products/detail/:id one product, its page is also its form (/products/detail/new creates one).
 * Anything else below /products goes back to the list.
 */
import { FeatureRoutes } from '../../components/feature-routes.tsx';
import { paths } from '../../lib/paths.ts';
import { ProductDetailPage } from './product-detail-page.tsx';
import { ProductListPage } from './product-list-page.tsx';

export function ProductsRoutes() {
  return <FeatureRoutes paths={paths.products} list={<ProductListPage />} detail={<ProductDetailPage />} />;
}
