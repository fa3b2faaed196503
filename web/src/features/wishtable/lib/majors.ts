// A group's chosen majors, in the order of preference (WishTable/SetMajors keeps the order and
// refuses a name twice; a group's plan may list one name twice, as two intakes).
import type { GroupMajor, Major } from '../types';

/** The group's major names, each once, in the plan's order. */
export const majorNames = (list: GroupMajor[] | null | undefined) => [...new Set((list ?? []).map((m) => m.MajorName).filter(Boolean))];

/** Ticks or unticks a major; ticking past `max` changes nothing. */
export function toggleMajor(chosen: string[], name: string, max: number): string[] {
  if (chosen.includes(name)) return chosen.filter((n) => n !== name);
  return chosen.length >= max ? chosen : [...chosen, name];
}

/** Moves the major at `i` one place up (-1) or down (+1). */
export function shiftMajor(chosen: string[], i: number, step: -1 | 1): string[] {
  const j = i + step;
  if (i < 0 || i >= chosen.length || j < 0 || j >= chosen.length) return chosen;
  const out = [...chosen];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/** The request's majors: the codes the table already had are kept. */
export function majorsBody(chosen: string[], had: Major[] | null | undefined): Major[] {
  const codes = new Map((had ?? []).map((m) => [m.Name, m.Code]));
  return chosen.map((Name) => ({ Code: codes.get(Name) ?? '', Name }));
}
