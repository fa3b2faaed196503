import { useLoad } from '@/lib/use-load';
import { getHelpDetail } from '../api/get-help-detail';
import type { HelpDetail } from '../types';
import { useCountView } from './useCountView';

/** One help answer by id (with its Related answers); its read is counted once it is on screen. */
export function useHelpAnswer(id: string) {
  const res = useLoad<HelpDetail>(() => getHelpDetail(id), id ? `help:${id}` : null);
  const answer = res.data && res.data.Id === id ? res.data : null;
  useCountView(answer?.Id);
  return { answer, loading: res.loading, error: res.error };
}
