// How courses and lessons are put into words.
import type { SemanticICONS } from 'semantic-ui-react';
import type { CourseItem } from '../types';

const KIND_NAMES: Record<string, string> = { video: '视频', text: '图文', pdf: 'PDF 课件' };
const KIND_ICONS: Record<string, SemanticICONS> = { video: 'play circle outline', text: 'file alternate outline', pdf: 'file pdf outline' };

/** A lesson kind in words; an unknown kind as the server sent it. */
export const kindName = (kind: string): string => KIND_NAMES[kind] ?? kind;

/** The icon of a lesson kind. */
export const kindIcon = (kind: string): SemanticICONS => KIND_ICONS[kind] ?? 'file outline';

/** "12 分钟"; nothing for a lesson without a length. */
export const minutesText = (minutes: number): string => (minutes > 0 ? `${minutes} 分钟` : '');

/** "共 3 课时 · 20 分钟". */
export function sizeText(c: Pick<CourseItem, 'Lessons' | 'Minutes'>): string {
  const m = minutesText(c.Minutes);
  return `共 ${c.Lessons} 课时${m ? ` · ${m}` : ''}`;
}

/**
 * Who may study a course: a members' course names its free preview (免费试看 N 课时) and 会员课程;
 * any other course is open in full (免费课程).
 */
export function accessBadges(c: Pick<CourseItem, 'Members' | 'FreeLessons'>): { text: string; members: boolean }[] {
  if (!c.Members) return [{ text: '免费课程', members: false }];
  const out = [{ text: '会员课程', members: true }];
  if (c.FreeLessons > 0) out.unshift({ text: `免费试看 ${c.FreeLessons} 课时`, members: false });
  return out;
}

/** The course's category and grade (and subject) as one line: "志愿填报 · 高三". */
export const facetsText = (c: Pick<CourseItem, 'Category' | 'Subject' | 'Grade'>): string =>
  [c.Category, c.Subject, c.Grade].filter(Boolean).join(' · ');
