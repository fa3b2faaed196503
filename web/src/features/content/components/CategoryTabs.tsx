import { useLoad } from '@/lib/use-load';
import { getNewsCategoryList } from '../api/get-news-category-list';

/**
 * The news categories (Web/GetNewsCategoryList) as a row of filters, 全部 first. The server's
 * counts are over every province, so they are not shown beside a province's list. A category
 * named by the address but no longer listed still shows, so the filter in force is visible.
 */
export function CategoryTabs({ active, onSelect }: { active: string; onSelect: (category: string) => void }) {
  const res = useLoad(getNewsCategoryList, 'news-categories');
  const names = (res.data ?? []).map((c) => c.CategoryName).filter(Boolean);
  if (active && !names.includes(active)) names.push(active);
  const tabs = [{ value: '', text: '全部' }, ...names.map((n) => ({ value: n, text: n }))];
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
        </button>
      ))}
    </div>
  );
}
