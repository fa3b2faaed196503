import { Select } from '@/components/Select';
import { KeywordForm } from '@/features/content/components/KeywordForm';
import type { CourseListState } from '../lib/list-url';
import type { CourseFacet } from '../types';
import { CourseCategoryTabs } from './CourseCategoryTabs';

/**
 * The catalogue's filters: category tabs (none on a shelf of one category: categories null), a
 * grade and a keyword (title, summary or teacher, ≤ 20 characters).
 */
export function CourseFilters({ state, categories, grades, onChange }: {
  state: CourseListState;
  categories: CourseFacet[] | null;
  grades: CourseFacet[];
  onChange: (next: Partial<CourseListState>) => void;
}) {
  const names = grades.map((g) => g.CategoryName).filter(Boolean);
  if (state.grade && !names.includes(state.grade)) names.push(state.grade);
  const gradeOptions = [{ value: '', text: '全部年级' }, ...names.map((g) => ({ value: g, text: g }))];
  return (
    <div className="zy-course-filters" data-testid="course-filters">
      {categories ? <CourseCategoryTabs categories={categories} active={state.category} onSelect={(category) => onChange({ category })} /> : null}
      <div className="zy-course-filter-row">
        <Select value={state.grade} options={gradeOptions} onChange={(grade) => onChange({ grade })} label="年级" testId="course-grade" />
        <KeywordForm
          keyword={state.keyword}
          onSubmit={(keyword) => onChange({ keyword })}
          label="搜索课程"
          placeholder="课程名称、简介或主讲，最多20个字"
          testId="course-search"
        />
      </div>
    </div>
  );
}
