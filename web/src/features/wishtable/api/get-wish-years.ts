import { apiPost } from '@/lib/api-client';
import type { WishYears } from '../types';

/** Wish/WishYear: the exam years a table can be for, the coming exam first. */
export const getWishYears = () => apiPost<WishYears>('Wish/WishYear', {});
