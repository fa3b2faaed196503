import { useSearchParams } from 'react-router';
import { ContentCrumbs } from '@/features/content/components/ContentCrumbs';
import { useCourseList } from '../hooks/useCourseList';
import { useFacets } from '../hooks/useFacets';
import { courseListParams, isFiltered, readCourseListState, type CourseListState } from '../lib/list-url';
import type { CourseShelf } from '../lib/shelves';
import { CourseFilters } from './CourseFilters';
import { CourseResults } from './CourseResults';
import '@/features/content/content.css';
import '../courses.css';

/**
 * A shelf of live courses, newest first, by category, grade and keyword, a page at a time; the
 * filters and the page live in the address. /videolist (视频课程) and /study (在线学习) show the
 * whole catalogue; career management's 生涯课堂 one category, 网络课堂 the whole catalogue.
 */
export default function CourseListPage({ shelf }: { shelf: CourseShelf }) {
  const [params, setParams] = useSearchParams();
  const read = readCourseListState(params);
  // A shelf of one category ignores the address's category: it is neither asked for nor a filter.
  const chosen = shelf.category ? { ...read, category: '' } : read;
  const state = shelf.category ? { ...read, category: shelf.category } : read;
  const list = useCourseList(state);
  const { categories, grades } = useFacets();
  const go = (next: Partial<CourseListState>) => {
    const s = { ...state, ...next };
    setParams(courseListParams(shelf.category ? { ...s, category: '' } : s));
  };
  return (
    <div className={`${shelf.career ? '' : 'zy-container '}zy-content-page zy-courses`} data-testid="course-list-page">
      {shelf.career ? null : <ContentCrumbs steps={[]} current={shelf.title} />}
      <header className="zy-content-head">
        <h1 data-testid="course-list-title">{shelf.title}</h1>
        <p className="zy-muted">{shelf.intro}</p>
      </header>
      <CourseFilters
        state={state}
        categories={shelf.category ? null : categories}
        grades={grades}
        onChange={(f) => go({ ...f, page: 1 })}
      />
      <section className="zy-course-section" aria-label="课程列表">
        <CourseResults
          list={list}
          detailPath={shelf.detailPath}
          filtered={isFiltered(chosen)}
          onClear={() => go({ category: '', grade: '', keyword: '', page: 1 })}
          onPage={(page, size) => {
            go({ page, size });
            window.scrollTo?.(0, 0);
          }}
        />
      </section>
    </div>
  );
}
