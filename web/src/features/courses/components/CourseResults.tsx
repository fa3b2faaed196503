import { Button } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { LoadFailed } from '@/features/content/components/LoadFailed';
import type { Loaded } from '@/lib/use-load';
import type { CoursePage } from '../types';
import { CourseCard } from './CourseCard';

/**
 * A page of courses with the pager. Empty says truthfully that nothing is published yet (the portal
 * ships no courses), or that the filters match nothing.
 */
export function CourseResults({ list, filtered, onClear, onPage, detailPath }: {
  list: Loaded<CoursePage>;
  detailPath?: string;
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number, size: number) => void;
}) {
  if (list.error) return <LoadFailed message={list.error.message} testId="course-list-error" />;
  const data = list.data;
  if (!data) return list.loading ? <PageLoader lines={5} testId="course-list-loading" /> : null;
  const items = data.List ?? [];
  if (!data.Total) {
    return filtered ? (
      <EmptyState icon="search" text="没有符合条件的课程" testId="course-list-empty">
        <Button type="button" onClick={onClear} content="清除筛选条件" data-testid="course-list-clear" />
      </EmptyState>
    ) : (
      <EmptyState icon="video play" text="暂无课程" testId="course-list-empty">
        <p className="zy-muted">课程由本站编辑制作，审核发布后会在这里列出。</p>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.loading} data-testid="course-list">
      {items.length ? (
        <ul className="zy-course-cards">
          {items.map((c) => (
            <CourseCard key={c.Id} course={c} detailPath={detailPath} />
          ))}
        </ul>
      ) : (
        <EmptyState text="这一页没有课程了，请回到前面的页" testId="course-list-empty" />
      )}
      <Pager total={data.Total} page={data.PageIndex} size={data.PageSize} onChange={onPage} testId="course-pager" />
    </div>
  );
}
