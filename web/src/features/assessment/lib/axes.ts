// The 16-type result as four axes: the two letters at the ends, the student's side and how clear it is.
import type { Letter } from '../types';

export interface AxisBar {
  code: string;
  /** 精力来源 */
  name: string;
  left: { letter: string; label: string };
  right: { letter: string; label: string };
  /** The side the student's code takes; null when the code names neither letter. */
  side: 'left' | 'right' | null;
  /** 0–100: the distance of the score from the axis midpoint, as the API gives it. */
  clarity: number | null;
}

/** "精力来源：外向（E）—内向（I）" → 精力来源, 外向（E）, 内向（I）; the letters alone when the title reads otherwise. */
function parseTitle(title: string, a: string, b: string) {
  const [name, pair] = title.includes('：') ? title.split('：', 2) : ['', title];
  const [l, r] = (pair ?? '').split('—');
  const ok = Boolean(l && r && l.includes(a) && r.includes(b));
  return { name: name || title, left: ok ? l.trim() : a, right: ok ? r.trim() : b };
}

export function axisBars(letters: Letter[] | null | undefined, code: string): AxisBar[] {
  return (letters ?? [])
    .filter((l) => l.Code.length === 2)
    .map((l) => {
      const [a, b] = [l.Code[0], l.Code[1]];
      const t = parseTitle(l.Title, a, b);
      const side = code.includes(a) ? 'left' : code.includes(b) ? 'right' : null;
      return {
        code: l.Code,
        name: t.name,
        left: { letter: a, label: t.left },
        right: { letter: b, label: t.right },
        side,
        clarity: typeof l.Clarity === 'number' ? l.Clarity : null,
      };
    });
}
