import { useLoad } from '@/lib/use-load';
import { getNewsCategoryList } from '../api/get-news-category-list';

/**
 * The news categories (Web/GetNewsCategoryList) as a row of filters, 全部 first, each with its
 * count as the list of the visitor's province shows it (the national items and the province's).
 * A category named by the address but no longer listed still shows, so the filter in force is visible.
 */
export function CategoryTabs({ active, onSelect, provinceId }: { active: string; onSelect: (category: string) => void; provinceId?: number }) {
  const res = useLoad(() => getNewsCategoryList(provinceId), `news-categories:${provinceId ?? 0}`);
  const counted = (res.data ?? []).filter((c) => c.CategoryName);
  const tabs = [{ value: '', text: '全部', count: null as number | null }, ...counted.map((c) => ({ value: c.CategoryName, text: c.CategoryName, count: c.Count }))];
  if (active && !counted.some((c) => c.CategoryName === active)) tabs.push({ value: active, text: active, count: null });
  return (
    <div className="ui secondary pointing menu zy-category-tabs" role="group" aria-label="资讯分类" data-testid="news-categories">
      {tabs.map((t) => (
        <button
          type="button"
          key={t.value || 'all'}
          className={`item${active === t.value ? ' active' : ''}`}
          aria-pressed={active === t.value}
          onClick={() => active !== t.value && onSelect(t.value)}
          data-testid={`news-category-${t.value || 'all'}`}
        >
          {t.text}
          {t.count !== null ? <span className="zy-category-count" data-testid={`news-category-count-${t.value}`}>{t.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
