// How 升学事项 words the admission data's modes and rules for a family.

const MODE_NAMES: Record<string, string> = {
  '3+3': '3+3 新高考（语数外 + 3门选考）',
  '3+3_zhejiang': '3+3 新高考（语数外 + 7选3，含技术）',
  '3+3_shanghai': '3+3 新高考（语数外 + 6选3）',
  '3+1+2': '3+1+2 新高考（语数外 + 物理或历史 + 再选2门）',
  traditional: '传统高考（文科 / 理科）',
};

/** The exam mode in words; an unknown code is shown as it is. */
export const modeName = (mode: string | undefined): string => (mode ? (MODE_NAMES[mode] ?? mode) : '未核实');

/** Whether a unit's majors may be adjusted (调剂) within it: the rules say yes, no or 未核实. */
export function adjustText(v: string): string {
  if (v === 'yes') return '可以服从专业调剂（在所填志愿单位内调剂）';
  if (v === 'no') return '不设单位内专业调剂';
  return v || '未核实';
}

/** Whether the mode chooses subjects (the new gaokao), so 选科 belongs to the steps. */
export const choosesSubjects = (mode: string | undefined): boolean => Boolean(mode && mode !== 'traditional');
