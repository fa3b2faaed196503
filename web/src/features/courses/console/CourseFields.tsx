import { Select } from '@/components/Select';
import { IMAGE_TYPES, UploadButton } from '@/features/admin/components/UploadButton';
import { GRADES, type CourseForm } from './lib/course-form';

/** One labelled text input of the course form. */
function Text({ id, label, value, onChange, max, placeholder, disabled }: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max?: number;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={`course-${id}`}>{label}</label>
      <input id={`course-${id}`} value={value} maxLength={max} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid={`course-${id}`} />
    </div>
  );
}

const GRADE_OPTIONS = [{ value: '', text: '不限年级' }, ...GRADES.map((g) => ({ value: g, text: g }))];

/** The course's own fields: id (new only), title, category, subject, grade, teacher, summary, cover and 会员课程. */
export function CourseFields({ form, change, isNew, categories }: {
  form: CourseForm;
  change: (patch: Partial<Omit<CourseForm, 'chapters'>>) => void;
  isNew: boolean;
  categories: string[];
}) {
  return (
    <div className="zy-admin-fields" data-testid="course-fields">
      <Text
        id="id"
        label={isNew ? '课程编号（小写字母、数字、连字符；保存后不能修改）' : '课程编号'}
        value={form.id}
        max={64}
        placeholder="pingxing-10"
        disabled={!isNew}
        onChange={(id) => change({ id: id.toLowerCase() })}
      />
      <Text id="title" label="课程名称（1–60 字）" value={form.title} max={60} onChange={(title) => change({ title })} />
      <div className="field">
        <label htmlFor="course-category">分类（1–20 字）</label>
        <input id="course-category" list="course-category-list" value={form.category} maxLength={20} onChange={(e) => change({ category: e.target.value })} data-testid="course-category" />
        <datalist id="course-category-list">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <Text id="subject" label="学科（可不填）" value={form.subject} max={20} onChange={(subject) => change({ subject })} />
      <div className="field">
        <label htmlFor="course-grade">年级</label>
        <Select id="course-grade" value={form.grade} options={GRADE_OPTIONS} onChange={(grade) => change({ grade })} label="年级" testId="course-grade" />
      </div>
      <Text id="teacher" label="主讲（不超过 50 字）" value={form.teacher} max={50} placeholder="志愿编辑部" onChange={(teacher) => change({ teacher })} />
      <div className="field zy-admin-wide">
        <label htmlFor="course-summary">课程简介（不超过 500 字）</label>
        <textarea id="course-summary" rows={3} maxLength={500} value={form.summary} onChange={(e) => change({ summary: e.target.value })} data-testid="course-summary" />
      </div>
      <div className="field zy-admin-wide">
        <label htmlFor="course-cover">封面图片（可不填）</label>
        <div className="zy-admin-cover">
          <input id="course-cover" value={form.cover} placeholder="/uploads/…" onChange={(e) => change({ cover: e.target.value })} data-testid="course-cover" />
          <UploadButton label="上传封面" accept={IMAGE_TYPES} onUploaded={(u) => change({ cover: u.Url })} testId="course-cover-upload" />
        </div>
        {form.cover.startsWith('/uploads/') ? <img className="zy-admin-cover-img" src={form.cover} alt="封面预览" /> : null}
      </div>
      <div className="field zy-admin-wide">
        <label className="zy-course-check">
          <input type="checkbox" checked={form.members} onChange={(e) => change({ members: e.target.checked })} data-testid="course-members" />
          会员课程：非试看课时需开通会员
        </label>
      </div>
    </div>
  );
}
