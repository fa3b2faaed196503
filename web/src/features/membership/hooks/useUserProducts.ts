import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { UserProduct } from '@/types/api';
import { loginDataAtom } from '@/lib/session';
import { getUserProducts } from '../api/get-user-products';
import { membershipVersionAtom } from '../lib/refresh';

/**
 * The user's products: the stored login data's list at once, then User/GetUserProducts,
 * read again whenever the membership changed (a purchase, an activation).
 */
export function useUserProducts(): { products: UserProduct[]; loaded: boolean } {
  const login = useAtomValue(loginDataAtom);
  const version = useAtomValue(membershipVersionAtom);
  const [fetched, setFetched] = useState<UserProduct[] | null>(null);
  const [loaded, setLoaded] = useState(false);
  const signedIn = Boolean(login?.Token);
  useEffect(() => {
    if (!signedIn) return;
    let alive = true;
    getUserProducts()
      .then((list) => alive && setFetched(Array.isArray(list) ? list : []))
      .catch(() => alive && setFetched(null))
      .finally(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, [version, signedIn]);
  return { products: fetched ?? login?.UserProductList ?? [], loaded };
}
