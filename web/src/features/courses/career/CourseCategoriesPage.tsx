import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { LoadFailed } from '@/features/content/components/LoadFailed';
import { useLoad } from '@/lib/use-load';
import { getVideoCategoryList } from '../api/get-video-category-list';
import { SHELVES } from '../lib/shelves';
import '@/features/content/content.css';
import '../courses.css';

const list = SHELVES.videoList.listPath;
const inCategory = (name: string) => `${list}?${new URLSearchParams({ category: name }).toString()}`;

/**
 * 生涯管理 › 网络课堂: the course categories that have live courses, each with its number of
 * courses, opening the catalogue (video-list) on that category; or, truthfully, none yet.
 */
export default function CourseCategoriesPage() {
  const categories = useLoad(getVideoCategoryList, 'course-categories');
  const items = categories.data ?? [];
  let body;
  if (categories.error) body = <LoadFailed message={categories.error.message} testId="course-categories-error" />;
  else if (!categories.data) body = <PageLoader lines={3} testId="course-categories-loading" />;
  else if (!items.length) {
    body = (
      <EmptyState icon="video play" text="暂无课程" testId="course-categories-empty">
        <p className="zy-muted">课程由本站编辑制作，审核发布后会按分类列在这里。</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="zy-course-shelves" data-testid="course-category-list">
        {items.map((c) => (
          <li key={c.CategoryName}>
            <Link to={inCategory(c.CategoryName)} data-testid="course-category-link">
              <span className="zy-course-shelf-name">{c.CategoryName}</span>
              <span className="zy-muted">{c.Count} 门课程</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="zy-content-page zy-courses" data-testid="course-categories-page">
      <header className="zy-content-head">
        <h1>网络课堂</h1>
        <p className="zy-muted">
          按分类浏览本站课程，或<Link to={list} data-testid="course-all-link">查看全部课程</Link>。
        </p>
      </header>
      <section className="zy-course-section" aria-label="课程分类">
        {body}
      </section>
    </div>
  );
}
