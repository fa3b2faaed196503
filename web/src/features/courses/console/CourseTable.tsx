import { Link } from 'react-router';
import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { actorName } from '@/features/admin/lib/events';
import { beijingTime } from '@/features/admin/lib/time';
import type { ConsoleCourse } from './types';
import { CourseStateLabel } from './CourseStateLabel';

const lessonCount = (c: ConsoleCourse) => (c.Course.Chapters ?? []).reduce((n, ch) => n + (ch.Lessons ?? []).length, 0);

/** The console's courses: title, category and grade, lessons, state, last change, edit. */
export function CourseTable({ list, me }: { list: ConsoleCourse[]; me: string }) {
  return (
    <ScrollTable celled compact className="zy-admin-table" data-testid="course-console-list">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>课程名称</Table.HeaderCell>
          <Table.HeaderCell>分类 · 年级</Table.HeaderCell>
          <Table.HeaderCell>课时</Table.HeaderCell>
          <Table.HeaderCell>状态</Table.HeaderCell>
          <Table.HeaderCell>最后修改</Table.HeaderCell>
          <Table.HeaderCell>操作</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {list.map((c) => {
          const to = `/admin/courses/${encodeURIComponent(c.Id)}`;
          return (
            <Table.Row key={c.Id} data-testid="course-console-row" data-id={c.Id}>
              <Table.Cell className="zy-admin-title-cell">
                <Link to={to}>{c.Course.Title || c.Id}</Link>
                <div className="zy-muted zy-small">{c.Id}</div>
              </Table.Cell>
              <Table.Cell>{[c.Course.Category, c.Course.Grade].filter(Boolean).join(' · ') || '—'}</Table.Cell>
              <Table.Cell>
                {lessonCount(c)}
                {c.Course.Members ? <div className="zy-muted zy-small">会员课程</div> : null}
              </Table.Cell>
              <Table.Cell>
                <CourseStateLabel course={c} />
              </Table.Cell>
              <Table.Cell className="zy-admin-nowrap">
                <div>{beijingTime(c.UpdatedAt)}</div>
                <div className="zy-muted zy-small" title={c.UpdatedBy}>
                  {actorName(c.UpdatedBy, me)}
                </div>
              </Table.Cell>
              <Table.Cell>
                <Link className="ui mini basic button" to={to} data-testid="course-console-edit">
                  编辑
                </Link>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}
