import { useEffect, useState } from 'react';
import { getItem, setItem, StorageKeys } from '@/lib/storage';

export const ONBOARDING_MS = 3000;

/**
 * The editor's first-open hint: shown once per browser when `ready` (the list is there), hidden
 * after 3 s or when closed.
 */
export function useOnboarding(ready: boolean) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || getItem<boolean>(StorageKeys.WishOnboarded)) return;
    setItem(StorageKeys.WishOnboarded, true);
    setShown(true);
  }, [ready]);
  useEffect(() => {
    if (!shown) return;
    const t = setTimeout(() => setShown(false), ONBOARDING_MS);
    return () => clearTimeout(t);
  }, [shown]);
  return { shown, close: () => setShown(false) };
}
