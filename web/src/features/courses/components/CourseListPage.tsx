import { useSearchParams } from 'react-router';
import { ContentCrumbs } from '@/features/content/components/ContentCrumbs';
import { useCourseList } from '../hooks/useCourseList';
import { useFacets } from '../hooks/useFacets';
import { courseListParams, isFiltered, readCourseListState, type CourseListState } from '../lib/list-url';
import { CourseFilters } from './CourseFilters';
import { CourseResults } from './CourseResults';
import '@/features/content/content.css';
import '../courses.css';

const INTRO: Record<string, string> = {
  视频课程: '本站编辑制作的志愿填报与升学规划课程，标有“免费试看”的课时无需开通会员即可学习。',
  在线学习: '选一门课程开始学习：免费课时人人可学，会员课程的其余课时开通会员后可学。',
};

/**
 * /videolist (视频课程) and /study (在线学习): live courses, newest first, by category, grade and
 * keyword, a page at a time; the filters and the page live in the address.
 */
export default function CourseListPage({ title }: { title: '视频课程' | '在线学习' }) {
  const [params, setParams] = useSearchParams();
  const state = readCourseListState(params);
  const list = useCourseList(state);
  const { categories, grades } = useFacets();
  const go = (next: Partial<CourseListState>) => setParams(courseListParams({ ...state, ...next }));
  return (
    <div className="zy-container zy-content-page zy-courses" data-testid="course-list-page">
      <ContentCrumbs steps={[]} current={title} />
      <header className="zy-content-head">
        <h1 data-testid="course-list-title">{title}</h1>
        <p className="zy-muted">{INTRO[title]}</p>
      </header>
      <CourseFilters state={state} categories={categories} grades={grades} onChange={(f) => go({ ...f, page: 1 })} />
      <section className="zy-course-section" aria-label="课程列表">
        <CourseResults
          list={list}
          filtered={isFiltered(state)}
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
