/**
 * Products (spec §2): /products the list, /products/detail/:id one product (id 'new' = create).
 * Anything else below /products goes back to the list.
 */
import { Navigate, Route, Routes } from 'react-router';
import { ProductDetailPage } from './product-detail-page.tsx';
import { ProductListPage } from './product-list-page.tsx';

export function ProductsPage() {
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route path="detail/:id" element={<ProductDetailPage />} />
      <Route path="*" element={<Navigate to="/products" replace />} />
    </Routes>
  );
}
