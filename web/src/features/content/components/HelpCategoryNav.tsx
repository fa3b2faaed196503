import { Link } from 'react-router';
import type { Loaded } from '@/lib/use-load';
import { helpPath } from '../lib/help-url';
import type { ContentCategory } from '../types';

/** 常见问题 and the help categories (Web/GetHelpCategoryList) with their number of answers. */
export function HelpCategoryNav({ categories, active }: { categories: Loaded<ContentCategory[] | null>; active: string | null }) {
  const list = categories.data ?? [];
  const item = (to: string, key: string, text: string, count?: number) => (
    <Link key={key} to={to} className={`item${active === key ? ' active' : ''}`} aria-current={active === key ? 'page' : undefined} data-testid={`help-category-${key || 'top'}`}>
      {text}
      {count !== undefined ? <span className="zy-help-count">{count}</span> : null}
    </Link>
  );
  return (
    <nav className="zy-help-nav ui secondary vertical pointing menu" aria-label="帮助分类" data-testid="help-categories">
      {item('/helpcenter', '', '常见问题')}
      {list.map((c) => item(helpPath({ category: c.CategoryName }), c.CategoryName, c.CategoryName, c.Count))}
      {categories.error ? <p className="zy-muted zy-small">{categories.error.message}</p> : null}
    </nav>
  );
}
