import type { CourseFacet } from '../types';

/**
 * The course categories as a row of filters, 全部 first, each with its number of live courses. A
 * category named by the address but no longer listed still shows, so the filter in force is visible.
 */
export function CourseCategoryTabs({ categories, active, onSelect }: { categories: CourseFacet[]; active: string; onSelect: (category: string) => void }) {
  const tabs = [{ value: '', text: '全部', count: null as number | null }, ...categories.map((c) => ({ value: c.CategoryName, text: c.CategoryName, count: c.Count }))];
  if (active && !tabs.some((t) => t.value === active)) tabs.push({ value: active, text: active, count: null });
  return (
    <div className="ui secondary pointing menu zy-category-tabs" role="group" aria-label="课程分类" data-testid="course-categories">
      {tabs.map((t) => (
        <button
          type="button"
          key={t.value || 'all'}
          className={`item${active === t.value ? ' active' : ''}`}
          aria-pressed={active === t.value}
          onClick={() => active !== t.value && onSelect(t.value)}
          data-testid={`course-category-${t.value || 'all'}`}
        >
          {t.text}
          {t.count ? <span className="zy-course-count">{t.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
