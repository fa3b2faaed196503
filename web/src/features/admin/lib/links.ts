// Where readers see an item (the readers' pages, SPEC routes), for the editor's 查看线上页面.
import type { Item } from '../types';

export function readerPath(item: Pick<Item, 'Kind' | 'Id' | 'Code'>): string | null {
  const id = encodeURIComponent(item.Id);
  if (item.Kind === 'news') return `/newsdetail?id=${id}`;
  if (item.Kind === 'notice') return `/noticedetail?id=${id}`;
  if (item.Kind === 'help') return `/helpcenter?id=${id}`;
  if (item.Kind === 'page' && item.Code) return `/content?code=${encodeURIComponent(item.Code)}`;
  return null;
}
