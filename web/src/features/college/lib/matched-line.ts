// The matched line of a score query as a card shows it:
// 2025年 物理类 本科批 最低 612分 · 位次 18,234（换算） · 专业组 201.
import type { MatchedLine } from '../types';

const thousands = (n: number) => n.toLocaleString('en-US');

/** The parts of the line, joined with ' · ' on the card. */
export function matchedLineParts(l: MatchedLine): string[] {
  const head = [`${l.Year}年`, l.Track, l.Batch].filter(Boolean).join(' ');
  const parts: string[] = [];
  if (l.Score !== null && l.Score !== undefined) {
    parts.push(`${head} 最低 ${l.Score}分`);
    if (l.Rank) parts.push(`位次 ${thousands(l.Rank)}${l.RankConverted ? '（换算）' : ''}`);
  } else if (l.Rank) {
    parts.push(`${head} 最低位次 ${thousands(l.Rank)}${l.RankConverted ? '（换算）' : ''}`);
  } else {
    parts.push(head);
  }
  let unit = '';
  if (l.Level === 'group' && l.GroupCode) unit = `专业组 ${l.GroupCode}`;
  else if (l.Level === 'major' && l.GroupName) unit = `专业 ${l.GroupName}`;
  else if (l.Level === 'school') unit = '院校线';
  const where = [l.SchoolName, unit].filter(Boolean).join(' ');
  if (where) parts.push(where);
  return parts;
}

export const matchedLineText = (l: MatchedLine) => matchedLineParts(l).join(' · ');
