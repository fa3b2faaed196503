import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { ReasonDialog } from '@/features/admin/components/ReasonDialog';
import type { Me } from '@/features/admin/types';
import { canEditCourses, canPublish, canWithdraw, ownRevision } from './lib/course-roles';
import type { ConsoleCourse } from './types';

/**
 * 保存 (the form), 发布 and 下线 (the saved revision: unsaved changes are saved first). The
 * server's refusal, e.g. 不能发布自己保存的版本, shows in the editor.
 */
export function CourseActions({ me, course, isNew, dirty, busy, onPublish, onWithdraw }: {
  me: Me;
  course: ConsoleCourse | null;
  isNew: boolean;
  dirty: boolean;
  busy: boolean;
  onPublish: () => void;
  onWithdraw: (reason: string) => Promise<boolean>;
}) {
  const [withdrawing, setWithdrawing] = useState(false);
  const publish = course && canPublish(me, course);
  const withdraw = course && canWithdraw(me, course);
  return (
    <div className="zy-admin-actions" data-testid="course-actions">
      {canEditCourses(me) ? (
        <Button type="submit" form="course-form" primary loading={busy} disabled={busy || (!isNew && !dirty)} content="保存" data-testid="course-save" />
      ) : null}
      {publish ? <Button type="button" positive disabled={busy || dirty} onClick={onPublish} content="发布" data-testid="course-publish" /> : null}
      {withdraw ? <Button type="button" basic color="red" disabled={busy || dirty} onClick={() => setWithdrawing(true)} content="下线" data-testid="course-withdraw" /> : null}
      {dirty && !isNew && (publish || withdraw) ? <span className="zy-muted zy-small" data-testid="course-dirty">有未保存的修改，请先保存</span> : null}
      {publish && course && ownRevision(me, course) ? (
        <span className="zy-muted zy-small" data-testid="course-own-revision">
          这是你保存的版本，须由另一位审核人发布
        </span>
      ) : null}
      {withdrawing ? (
        <ReasonDialog
          title="下线"
          testId="course-withdraw-dialog"
          busy={busy}
          onClose={() => setWithdrawing(false)}
          onConfirm={(reason) => void onWithdraw(reason).then(() => setWithdrawing(false))}
        />
      ) : null}
    </div>
  );
}
