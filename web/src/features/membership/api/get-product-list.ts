import type { Product } from '@/types/api';
import { apiPost } from '@/lib/api-client';

/** Web/GetProductList (public): the products on sale, in the operator's order. */
export const getProductList = () => apiPost<Product[] | null>('Web/GetProductList', {});
