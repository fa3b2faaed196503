// After a purchase or an activation: the stored login data (RightsList, UserProductList) is
// revalidated and every view of the user's products and orders reads them again.
import { atom } from 'jotai';
import { revalidateSession } from '@/lib/auth';
import { appStore } from '@/lib/store';

/** Bumped after the user's membership changed; views of products and orders reload on it. */
export const membershipVersionAtom = atom(0);

export async function refreshMembership(): Promise<void> {
  await revalidateSession().catch(() => false);
  appStore.set(membershipVersionAtom, appStore.get(membershipVersionAtom) + 1);
}
