import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@/lib/session';
import { useLoad } from '@/lib/use-load';
import { listResults } from '../api/list-results';
import type { BankCode, ListItem } from '../types';

/** The student's newest result of each test (none for a visitor). */
export function useLatestResults(): Partial<Record<BankCode, ListItem>> {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const list = useLoad(listResults, loggedIn ? 'test-list' : null);
  const latest: Partial<Record<BankCode, ListItem>> = {};
  // Newest first: the first of each test is its latest.
  for (const item of list.data ?? []) if (!latest[item.Bank]) latest[item.Bank] = item;
  return latest;
}
