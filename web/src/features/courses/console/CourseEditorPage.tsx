import { Link, useParams } from 'react-router';
import { Button, Header, Message } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { useAdmin } from '@/features/admin/hooks/useAdmin';
import type { Me } from '@/features/admin/types';
import { ApiCode } from '@/lib/api-client';
import { useFacets } from '../hooks/useFacets';
import { coursePath } from '../lib/paths';
import { ChaptersEditor } from './ChaptersEditor';
import { CourseActions } from './CourseActions';
import { CourseFields } from './CourseFields';
import { CourseStatus } from './CourseStatus';
import { useCourseEditor } from './useCourseEditor';
import './console.css';

/** /admin/courses/new and /admin/courses/:id: one course's editor (a fresh one per course). */
export default function CourseEditorPage() {
  const me = useAdmin();
  const { id = '' } = useParams();
  return <CourseEditor key={id} me={me} id={id || null} />;
}

function CourseEditor({ me, id }: { me: Me; id: string | null }) {
  const ed = useCourseEditor(id);
  const { detail, form } = ed;
  const categories = useFacets().categories.map((c) => c.CategoryName);
  const back = <Link to="/admin/courses">← 返回课程列表</Link>;
  if (id && !detail.data) {
    if (!detail.error) return <PageLoader />;
    return (
      <div data-testid="course-editor-missing">
        <p className="zy-admin-error">{detail.error.code === ApiCode.NotFound ? '课程不存在' : detail.error.message}</p>
        {back}
      </div>
    );
  }
  const c = detail.data;
  return (
    <div className="zy-admin-editor" data-testid="course-editor">
      <div className="zy-admin-page-head">
        <Header as="h2">{id ? '编辑课程' : '新建课程'}</Header>
        {back}
        {c?.Live ? (
          <a href={`#${coursePath(c.Id)}`} target="_blank" rel="noopener" data-testid="course-live-link">
            查看线上页面
          </a>
        ) : null}
      </div>
      {c ? <CourseStatus course={c} me={me.UserId} /> : null}
      {ed.error ? (
        <Message negative role="alert" data-testid="course-editor-error">
          <p>{ed.error}</p>
          {ed.conflict ? <Button type="button" size="small" onClick={() => void ed.reloadNow()} content="重新加载" data-testid="course-reload" /> : null}
        </Message>
      ) : null}
      <form
        id="course-form"
        className="ui form zy-course-form"
        onSubmit={(e) => {
          e.preventDefault();
          void ed.save();
        }}
        data-testid="course-form"
      >
        <CourseFields form={form} change={(patch) => ed.update((f) => ({ ...f, ...patch }))} isNew={!id} categories={categories} />
        <ChaptersEditor form={form} update={ed.update} error={ed.error} />
      </form>
      {/* Outside the form: the dialog's own form must not submit it (React events cross portals). */}
      <CourseActions me={me} course={c} isNew={!id} dirty={ed.dirty} busy={ed.busy} onPublish={() => void ed.publish()} onWithdraw={ed.withdraw} />
    </div>
  );
}
