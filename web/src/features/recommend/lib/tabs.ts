// The tabs of a result list: 冲 / 稳 / 保, 全部 (every unit with a probability) and 无概率.
import type { LabelCounts, LabelKey } from '../types';

export type Tab = '冲' | '稳' | '保' | 'all' | '无';

export const TABS: { tab: Tab; name: string }[] = [
  { tab: '冲', name: '冲' },
  { tab: '稳', name: '稳' },
  { tab: '保', name: '保' },
  { tab: 'all', name: '全部' },
  { tab: '无', name: '无概率' },
];

export const isTab = (v: unknown): v is Tab => TABS.some((t) => t.tab === v);

/** The Label field of a tab: '' for 全部. */
export const tabLabel = (tab: Tab): LabelKey | '' => (tab === 'all' ? '' : tab);

/** A tab's count from Stat.Counts: 全部 is 冲 + 稳 + 保 (the units with a probability). */
export function tabCount(tab: Tab, counts: LabelCounts): number {
  if (tab === 'all') return (counts['冲'] ?? 0) + (counts['稳'] ?? 0) + (counts['保'] ?? 0);
  return counts[tab] ?? 0;
}
