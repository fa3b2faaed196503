// The checks beside the list, grouped by how serious they are.
import type { Check, CheckLevel } from '../types';

export const LEVELS: { level: CheckLevel; title: string }[] = [
  { level: 'error', title: '错误' },
  { level: 'warning', title: '提醒' },
  { level: 'info', title: '说明' },
];

/** 错误 / 提醒 / 说明 */
export const levelTitle = (l: CheckLevel) => LEVELS.find((x) => x.level === l)?.title ?? '';

export interface CheckGroup {
  level: CheckLevel;
  title: string;
  checks: Check[];
}

/** Errors, then warnings, then notes; empty groups left out; each in list order (the table's own first). */
export function groupChecks(checks: Check[] | null | undefined): CheckGroup[] {
  const all = checks ?? [];
  return LEVELS.map(({ level, title }) => ({ level, title, checks: all.filter((c) => c.Level === level).sort((a, b) => a.Index - b.Index) })).filter((g) => g.checks.length);
}

/** The checks of one unit. */
export const checksOf = (checks: Check[] | null | undefined, key: string) => (checks ?? []).filter((c) => c.Key === key);

/** The DOM id of a unit's row (the checks link to it). */
export const unitRowId = (index: number) => `wish-unit-${index}`;
