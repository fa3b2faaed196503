/**
 * The canonical subject requirement the server sends (SubjectRule): 不限, one subject (化学),
 * all of them (物理+化学) or either one (物理/化学); "" when the source printed none or wording
 * the curation could not read.
 */
export function subjectRuleText(rule: string): string {
  if (rule === '' || rule === '不限') return rule;
  if (rule.includes('+')) return `${rule.split('+').join('、')}（均须选考）`;
  if (rule.includes('/')) return `${rule.split('/').join('、')}（选考其一即可）`;
  return rule;
}

/** What a requirement cell shows: the canonical form, else the source's wording, else a dash. */
export function requirementText(row: { SubjectRule?: string; Requirement: string }): string {
  return subjectRuleText(row.SubjectRule ?? '') || row.Requirement || '—';
}
