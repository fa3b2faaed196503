// Content kinds and the fields the editor offers for each.
import type { Kind } from '../types';

export const KINDS: Kind[] = ['news', 'notice', 'help', 'page', 'rise', 'collegenews', 'charter', 'book', 'story', 'case', 'study', 'teaching', 'courseware'];

export const KIND_NAMES: Record<Kind, string> = {
  news: '资讯', notice: '公告', help: '帮助', page: '页面', rise: '升学资讯', collegenews: '院校新闻', charter: '招生章程',
  book: '推荐书籍', story: '生涯故事', case: '生涯案例', study: '学能课堂', teaching: '生涯教案', courseware: '生涯课件',
};

export const isKind = (v: unknown): v is Kind => typeof v === 'string' && (KINDS as string[]).includes(v);

export const kindName = (k: string): string => (isKind(k) ? KIND_NAMES[k] : k);

/** The optional fields of an item; title, category and body are every kind's. */
export type Field = 'code' | 'summary' | 'source' | 'sourceUrl' | 'provinces' | 'year' | 'cover' | 'top' | 'order' | 'college';

const FIELDS: Record<Kind, Field[]> = {
  news: ['summary', 'source', 'sourceUrl', 'provinces', 'year', 'cover'],
  notice: ['summary', 'source', 'sourceUrl', 'provinces', 'year', 'cover'],
  help: ['summary', 'top', 'order'],
  page: ['code', 'summary'],
  rise: ['summary', 'source', 'sourceUrl', 'provinces', 'year', 'cover'],
  collegenews: ['college', 'summary', 'source', 'sourceUrl', 'year', 'cover'],
  charter: ['college', 'year', 'source', 'sourceUrl', 'summary'],
  book: ['summary', 'source', 'sourceUrl', 'cover', 'order'],
  story: ['summary', 'source', 'sourceUrl', 'cover'],
  case: ['summary', 'source', 'sourceUrl', 'cover'],
  study: ['summary', 'source', 'sourceUrl', 'cover', 'order'],
  teaching: ['summary', 'source', 'sourceUrl', 'order'],
  courseware: ['summary', 'source', 'sourceUrl', 'cover', 'order'],
};

export const kindFields = (k: Kind): Field[] => FIELDS[k];

export const hasField = (k: Kind, f: Field): boolean => FIELDS[k].includes(f);

/** Pages may leave the category empty; a college's items default to theirs. */
export const needsCategory = (k: Kind): boolean => k !== 'page' && k !== 'collegenews' && k !== 'charter';
