import { useLoad } from '@/lib/use-load';
import { getRisk } from '../api/get-risk';

/** The list's risk, asked again whenever the table's version changes. */
export function useRisk(id: string | null, version: number) {
  return useLoad(() => getRisk(id!), id && version ? `risk:${id}:${version}` : null);
}
