import { Checkbox } from 'semantic-ui-react';
import { useCategories } from '../hooks/useCategories';
import type { ContentForm } from '../lib/form';
import { hasField, needsCategory } from '../lib/kinds';
import type { Kind } from '../types';
import { ProvincePicker } from './ProvincePicker';
import { IMAGE_TYPES, UploadButton } from './UploadButton';

/** One labelled text input of the form. */
function Text({ id, label, value, onChange, max, placeholder, disabled, type = 'text' }: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max?: number;
  placeholder?: string;
  disabled?: boolean;
  type?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`admin-${id}`}>{label}</label>
      <input id={`admin-${id}`} type={type} value={value} maxLength={max} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid={`admin-${id}`} />
    </div>
  );
}

/** The item's fields that are not its body, those of its kind only. */
export function EditorFields({ kind, form, change, isNew }: { kind: Kind; form: ContentForm; change: (p: Partial<ContentForm>) => void; isNew: boolean }) {
  const categories = useCategories(kind);
  const has = (f: Parameters<typeof hasField>[1]) => hasField(kind, f);
  return (
    <div className="zy-admin-fields" data-testid="admin-fields">
      <Text id="title" label="标题（1–80 字）" value={form.title} max={80} onChange={(title) => change({ title })} />
      {has('code') ? (
        <Text id="code" label={isNew ? '页面代码（小写字母、数字、连字符；保存后不能修改）' : '页面代码'} value={form.code} max={40} placeholder="about" disabled={!isNew} onChange={(code) => change({ code })} />
      ) : null}
      <div className="field">
        <label htmlFor="admin-category">分类{needsCategory(kind) ? '（1–20 字）' : '（可不填）'}</label>
        <input id="admin-category" list="admin-category-list" value={form.category} maxLength={20} onChange={(e) => change({ category: e.target.value })} data-testid="admin-category" />
        <datalist id="admin-category-list" data-testid="admin-category-list">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      {has('summary') ? (
        <div className="field zy-admin-wide">
          <label htmlFor="admin-summary">摘要（不超过 200 字）</label>
          <textarea id="admin-summary" rows={2} maxLength={200} value={form.summary} onChange={(e) => change({ summary: e.target.value })} data-testid="admin-summary" />
        </div>
      ) : null}
      {has('college') ? (
        <Text id="college" label="所属院校代码（教育部院校代码，如 10001）" value={form.college} max={10} placeholder="10001" onChange={(college) => change({ college })} />
      ) : null}
      {has('source') ? <Text id="source" label="来源" value={form.source} max={50} placeholder="志愿编辑部" onChange={(source) => change({ source })} /> : null}
      {has('sourceUrl') ? <Text id="source-url" label="来源链接" value={form.sourceUrl} type="url" placeholder="https://…" onChange={(sourceUrl) => change({ sourceUrl })} /> : null}
      {has('provinces') ? (
        <div className="field zy-admin-wide">
          <label htmlFor="admin-provinces">省份（不选为全国）</label>
          <ProvincePicker value={form.provinces} onChange={(provinces) => change({ provinces })} />
        </div>
      ) : null}
      {has('year') ? <Text id="year" label="年份" value={form.year} type="number" placeholder="2026" onChange={(year) => change({ year })} /> : null}
      {has('order') ? <Text id="order" label="排序（0–9999，小的在前）" value={form.order} type="number" onChange={(order) => change({ order })} /> : null}
      {has('top') ? (
        <div className="field">
          <Checkbox label="置顶（常见问题）" checked={form.top} onChange={(_e, d) => change({ top: Boolean(d.checked) })} data-testid="admin-top" />
        </div>
      ) : null}
      {has('cover') ? (
        <div className="field zy-admin-wide">
          <label htmlFor="admin-cover">封面图片</label>
          <div className="zy-admin-cover">
            <input id="admin-cover" value={form.cover} placeholder="/uploads/…" onChange={(e) => change({ cover: e.target.value })} data-testid="admin-cover" />
            <UploadButton label="上传封面" accept={IMAGE_TYPES} onUploaded={(u) => change({ cover: u.Url })} testId="admin-cover-upload" />
          </div>
          {form.cover.startsWith('/uploads/') ? <img className="zy-admin-cover-img" src={form.cover} alt="封面预览" /> : null}
        </div>
      ) : null}
    </div>
  );
}
