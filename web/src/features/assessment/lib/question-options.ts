// Where an item's answer choices come from: its own options (升学路径), its section's (综合测评),
// else the bank's common scale.
import type { Option, Question, Questions, Section } from '../types';

/** The section an item belongs to, or null for a bank without sections. */
export function sectionOf(list: Questions, q: Question): Section | null {
  if (!q.Section) return null;
  return (list.Sections ?? []).find((s) => s.Code === q.Section) ?? null;
}

/** The choices shown for an item. */
export function optionsOf(list: Questions, q: Question): Option[] {
  if (q.Options?.length) return q.Options;
  const section = sectionOf(list, q);
  if (section?.Options?.length) return section.Options;
  return list.Options ?? [];
}

/**
 * 题目数量 of a list: the items everyone answers, and those asked only where their subject can be
 * chosen (选科测评: “30 题（浙江另有技术 5 题）”).
 */
export function countLabel(list: Questions): string {
  const all = list.Questions ?? [];
  const only = all.filter((q) => q.Only);
  if (!only.length) return `${all.length} 题`;
  const subjects = [...new Set(only.map((q) => q.Only))].join('、');
  return `${all.length - only.length} 题（浙江另有${subjects} ${only.length} 题）`;
}

/** 作答方式 on the intro: the scale's two ends, the sections, or the questions' own options. */
export function answerWay(list: Questions): string {
  const sections = list.Sections ?? [];
  if (sections.length) return `分${sections.map((s) => s.Name).join('、')}${sections.length}部分，每部分按各自的选项作答`;
  const opts = list.Options ?? [];
  if (opts.length) return `每题从“${opts[0].Text}”到“${opts[opts.length - 1].Text}”中选一项`;
  return '每题从给出的选项中选一项';
}

/** Items of each section in order: 兴趣 30 题 (the answer page's section heading counts within it). */
export function sectionPosition(list: Questions, q: Question): { index: number; total: number } | null {
  if (!q.Section) return null;
  const items = (list.Questions ?? []).filter((x) => x.Section === q.Section);
  return { index: items.findIndex((x) => x.Id === q.Id), total: items.length };
}
