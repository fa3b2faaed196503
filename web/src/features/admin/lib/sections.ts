// The site configuration's sections the console edits: the simple lists in rows, the menus,
// modules and script injection as JSON checked before it is sent.

export interface Column {
  key: string;
  label: string;
  number?: boolean;
  required?: boolean;
  placeholder?: string;
}

export interface SectionDef {
  name: string;
  label: string;
  /** Rows: a structured editor with these columns; none: a JSON editor. */
  columns?: Column[];
  /** What the section does, shown above its editor. */
  hint: string;
}

export const SECTIONS: SectionDef[] = [
  {
    name: 'AdList', label: '广告', hint: '广告位 1 为首页广告；图片地址可用上传到本站的图片（/uploads/…）。',
    columns: [
      { key: 'AdPositionId', label: '广告位', number: true, required: true, placeholder: '1' },
      { key: 'AdTitle', label: '标题', required: true },
      { key: 'AdImageFileUrl', label: '图片地址', required: true, placeholder: '/uploads/…' },
      { key: 'AdUrl', label: '链接', placeholder: 'https://…' },
    ],
  },
  {
    name: 'FriendLinkList', label: '友情链接', hint: '页脚和首页的友情链接。',
    columns: [
      { key: 'Name', label: '名称', required: true },
      { key: 'Url', label: '地址', required: true, placeholder: 'https://…' },
    ],
  },
  {
    name: 'ToolBox', label: '工具箱', hint: '首页工具箱：图标为 Semantic UI 图标名，路径为站内页面（/query-rank）。',
    columns: [
      { key: 'Name', label: '名称', required: true },
      { key: 'Icon', label: '图标', placeholder: 'chart line' },
      { key: 'Path', label: '路径', required: true, placeholder: '/query-rank' },
    ],
  },
  { name: 'HeadMenuList', label: '顶部菜单', hint: '导航栏菜单：每项 {Id, MenuName, MenuPath, OpenWay, MenuIcon, MenuList: [子菜单]}。' },
  { name: 'BottomMenuList', label: '底部菜单', hint: '页脚菜单：每组 {Id, MenuName, MenuList: [{Id, MenuName, MenuPath}]}。' },
  { name: 'ModuleList', label: '模块开关', hint: '开启的模块：每项 {ModuleCode}。' },
  { name: 'ScriptInjectList', label: '脚本注入', hint: '每项 {ScriptKey, InjectPageList: [页面路径，空为全部页面], ImportScriptList: [脚本地址], ScriptCode}。' },
];

export const sectionDef = (name: string): SectionDef => SECTIONS.find((s) => s.name === name) ?? { name, label: name, hint: '' };

export type Row = Record<string, unknown>;

/** A section's value as rows: objects only (anything else is not a row of this editor). */
export const toRows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((v): v is Row => Boolean(v) && typeof v === 'object' && !Array.isArray(v)) : [];

/** Why the rows cannot be saved, or null. */
export function rowsProblem(def: SectionDef, rows: Row[]): string | null {
  for (let i = 0; i < rows.length; i++) {
    for (const c of def.columns ?? []) {
      const v = rows[i][c.key];
      const empty = v === undefined || v === null || String(v).trim() === '';
      if (c.required && empty) return `第 ${i + 1} 行缺少“${c.label}”`;
      if (c.number && !empty && !Number.isFinite(Number(v))) return `第 ${i + 1} 行的“${c.label}”须为数字`;
    }
  }
  return null;
}

/** The rows as sent: trimmed text, numbers as numbers, other keys kept. */
export function cleanRows(def: SectionDef, rows: Row[]): Row[] {
  return rows.map((r) => {
    const out: Row = { ...r };
    for (const c of def.columns ?? []) {
      const v = r[c.key];
      out[c.key] = c.number ? Number(v) : String(v ?? '').trim();
    }
    return out;
  });
}

export type Checked = { value: unknown[]; error: null } | { value: null; error: string };

const isObj = (v: unknown): v is Row => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string';
const isTextList = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.every(isText));

function menuProblem(items: unknown[], where: string, ids: Set<string>): string | null {
  for (let i = 0; i < items.length; i++) {
    const m = items[i];
    const at = `${where}第 ${i + 1} 项`;
    if (!isObj(m)) return `${at}须为对象 {…}`;
    if (typeof m.Id !== 'number' && (typeof m.Id !== 'string' || !m.Id)) return `${at}缺少 Id`;
    if (ids.has(String(m.Id))) return `${at}的 Id ${String(m.Id)} 重复`;
    ids.add(String(m.Id));
    if (!isText(m.MenuName) || !(m.MenuName as string).trim()) return `${at}缺少 MenuName`;
    if (m.MenuPath !== undefined && !isText(m.MenuPath)) return `${at}的 MenuPath 须为文字`;
    if (m.OpenWay !== undefined && typeof m.OpenWay !== 'number') return `${at}的 OpenWay 须为数字（0 本页打开，1 新窗口）`;
    if (m.MenuList !== undefined && m.MenuList !== null) {
      if (!Array.isArray(m.MenuList)) return `${at}的 MenuList 须为数组`;
      const sub = menuProblem(m.MenuList, `${at}的子菜单`, ids);
      if (sub) return sub;
    }
  }
  return null;
}

function itemProblem(name: string, items: unknown[]): string | null {
  if (name === 'HeadMenuList' || name === 'BottomMenuList') return menuProblem(items, '', new Set());
  const keys = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    const at = `第 ${i + 1} 项`;
    if (!isObj(it)) return `${at}须为对象 {…}`;
    if (name === 'ModuleList' && (!isText(it.ModuleCode) || !(it.ModuleCode as string).trim())) return `${at}缺少 ModuleCode`;
    if (name === 'ScriptInjectList') {
      if (!isText(it.ScriptKey) || !(it.ScriptKey as string).trim()) return `${at}缺少 ScriptKey`;
      if (keys.has(it.ScriptKey as string)) return `${at}的 ScriptKey 重复`;
      keys.add(it.ScriptKey as string);
      if (!isTextList(it.InjectPageList)) return `${at}的 InjectPageList 须为文字数组`;
      if (!isTextList(it.ImportScriptList)) return `${at}的 ImportScriptList 须为文字数组`;
      if (it.ScriptCode !== undefined && it.ScriptCode !== null && !isText(it.ScriptCode)) return `${at}的 ScriptCode 须为文字`;
    }
  }
  return null;
}

/** Checks a JSON editor's text: valid JSON, an array, and the shape the section's readers expect. */
export function checkSectionJson(name: string, text: string): Checked {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { value: null, error: `不是有效的 JSON：${(e as Error).message}` };
  }
  if (!Array.isArray(value)) return { value: null, error: '须为 JSON 数组 […]' };
  const problem = itemProblem(name, value);
  return problem ? { value: null, error: problem } : { value, error: null };
}

/** A section's value as the JSON editor shows it. */
export const sectionText = (value: unknown): string => JSON.stringify(Array.isArray(value) ? value : [], null, 2);
