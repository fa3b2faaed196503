// The editor's form: what the inputs hold, from and to the API's shapes, and the server's limits
// checked before sending (the server checks them again).
import type { ContentInput, Detail, Kind } from '../types';
import { needsCategory } from './kinds';

export interface ContentForm {
  code: string;
  title: string;
  category: string;
  summary: string;
  source: string;
  sourceUrl: string;
  cover: string;
  provinces: number[];
  year: string;
  top: boolean;
  order: string;
  body: string;
  /** A college's news or charter: the college's national code. */
  college: string;
}

export const emptyForm = (): ContentForm => ({
  code: '', title: '', category: '', summary: '', source: '', sourceUrl: '', cover: '', provinces: [], year: '', top: false, order: '', body: '', college: '',
});

/** The form showing a saved item. */
export function formOf(d: Detail): ContentForm {
  return {
    code: d.Code ?? '',
    title: d.Title ?? '',
    category: d.Category ?? '',
    summary: d.Summary ?? '',
    source: d.Source ?? '',
    sourceUrl: d.SourceUrl ?? '',
    cover: d.Cover ?? '',
    provinces: d.Provinces ?? [],
    year: d.Year ? String(d.Year) : '',
    top: Boolean(d.Top),
    order: d.Order ? String(d.Order) : '',
    body: d.Body ?? '',
    college: d.CollegeCode ?? '',
  };
}

const len = (s: string) => [...s].length;

/** The problems the server would refuse, in words; empty when the form can be sent. */
export function formProblems(f: ContentForm, kind: Kind, isNew: boolean): string[] {
  const out: string[] = [];
  const title = f.title.trim();
  if (!title || len(title) > 80) out.push('标题须为 1–80 个字');
  const cat = f.category.trim();
  if ((needsCategory(kind) && !cat) || len(cat) > 20) out.push(needsCategory(kind) ? '分类须为 1–20 个字' : '分类不能超过 20 个字');
  if (!f.body.trim() || len(f.body) > 50_000) out.push('正文须为 1–50000 个字');
  if (kind === 'page' && isNew && !/^[a-z0-9-]{2,40}$/.test(f.code.trim())) out.push('页面代码须为 2–40 个小写字母、数字或连字符');
  if (len(f.summary.trim()) > 200) out.push('摘要不能超过 200 个字');
  if (len(f.source.trim()) > 50) out.push('来源不能超过 50 个字');
  if (f.sourceUrl.trim() && !/^https?:\/\/\S+$/i.test(f.sourceUrl.trim())) out.push('来源链接须为 http(s) 地址');
  if (f.cover.trim() && !f.cover.trim().startsWith('/uploads/')) out.push('封面须为上传到本站的图片（/uploads/…）');
  if ((kind === 'collegenews' || kind === 'charter') && !/^[0-9A-Za-z]{4,10}$/.test(f.college.trim())) out.push('请填写所属院校的代码（如 10001）');
  if (kind === 'charter' && (!f.sourceUrl.trim() || !f.year.trim())) out.push('招生章程须填写年份和官方原文链接');
  if (f.year.trim()) {
    const y = Number(f.year);
    if (!Number.isInteger(y) || y < 2000 || y > 2100) out.push('年份须为 2000–2100');
  }
  if (f.order.trim()) {
    const o = Number(f.order);
    if (!Number.isInteger(o) || o < 0 || o > 9999) out.push('排序须为 0–9999 的整数');
  }
  return out;
}

/**
 * Admin/SaveContent's body, trimmed. Every field goes, the kind's hidden ones too: a field the
 * editor does not show (a seeded item's slug, a help answer's source) is kept, not dropped.
 */
export function toInput(f: ContentForm, kind: Kind, id: string | null, version: number): ContentInput {
  const input: ContentInput = {
    Version: version, Kind: kind, Category: f.category.trim(), Title: f.title.trim(), Body: f.body,
    Summary: f.summary.trim(), Source: f.source.trim(), SourceUrl: f.sourceUrl.trim(), Cover: f.cover.trim(), Provinces: f.provinces,
    Year: f.year.trim() ? Number(f.year) : 0, Top: f.top, Order: f.order.trim() ? Number(f.order) : 0,
  };
  if (id) input.Id = id;
  if (f.code.trim()) input.Code = f.code.trim();
  if (f.college.trim()) input.CollegeId = f.college.trim();
  return input;
}

/** Whether two forms differ (unsaved changes). */
export const sameForm = (a: ContentForm, b: ContentForm): boolean => JSON.stringify(a) === JSON.stringify(b);
