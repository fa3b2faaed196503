import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Header } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/lib/notify';
import { MemberBadge } from '@/features/membership/components/MemberBadge';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf, type MembersOnly } from '@/features/membership/lib/members-only';
import { Rights } from '@/features/membership/lib/rights';
import { copyTable } from '../api/copy-table';
import { deleteTable } from '../api/delete-table';
import { recoverTable } from '../api/recover-table';
import { renameTable } from '../api/rename-table';
import { useWishLists } from '../hooks/useWishLists';
import { staleOf } from '../lib/conflict';
import { editorPath } from '../lib/links';
import type { TableHeader } from '../types';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateTableForm } from './CreateTableForm';
import { RenameDialog } from './RenameDialog';
import { TableSection } from './TableSection';
import type { TableCommand } from './TableRow';
import '../wishtable.css';

/** /wish-list: my tables, those shared with me, the recycle bin, and a new table. */
export default function WishListPage() {
  const lists = useWishLists();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<TableHeader | null>(null);
  const [deleting, setDeleting] = useState<TableHeader | null>(null);
  const [membersOnly, setMembersOnly] = useState<MembersOnly | null>(null);
  const data = lists.data;
  const owned = data?.Owned ?? [];
  const max = data?.MaxTable || 20;
  /** Another live table (new, copied, recovered) is a members' right once the user has one. */
  const gated = owned.length >= 1;

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMembersOnly(null);
    try {
      await call();
      notify.success(done);
      return true;
    } catch (e) {
      const m = membersOnlyOf(e);
      if (m) setMembersOnly(m);
      else notify.error(staleOf(e) ? '志愿表已被他人修改，已刷新列表，请重新操作' : (e as Error).message);
      return false;
    } finally {
      setBusy(false);
      lists.reload();
    }
  };
  const onCommand = (c: TableCommand, t: TableHeader) => {
    if (c === 'rename') setRenaming(t);
    else if (c === 'delete') setDeleting(t);
    else if (c === 'copy') void run(() => copyTable({ TableId: t.TableId }), `已复制「${t.Name}」`);
    else void run(() => recoverTable({ TableId: t.TableId, Version: t.Version }), `已恢复「${t.Name}」`);
  };

  return (
    <div className="zy-wish-list-page" data-testid="wish-list-page">
      <Header as="h3" dividing>
        我的志愿表
      </Header>
      {!data && lists.loading ? <PageLoader /> : null}
      {lists.error && !data ? <p className="zy-wish-error">{lists.error.message}</p> : null}
      <MembersOnlyNotice notice={membersOnly} />
      {data ? (
        <>
          <TableSection title="我创建的志愿表" tables={owned} empty="还没有志愿表：可在下方新建，或在“志愿推荐”结果中点“加入志愿表”。" busy={busy} gated={gated} onCommand={onCommand} testId="wish-owned">
            <p className="zy-muted zy-small" data-testid="wish-limit">
              已有 {owned.length} 张，最多 {max} 张（回收站中的不计）
            </p>
          </TableSection>
          <TableSection title="共享给我的志愿表" tables={data.Shared ?? []} empty="暂无他人共享的志愿表。" shared busy={busy} gated={gated} onCommand={onCommand} onLeft={lists.reload} testId="wish-shared" />
          <details className="zy-wish-section" open={!owned.length} data-testid="wish-create">
            <summary>
              新建志愿表
              <MemberBadge right={Rights.WishTables} show={gated} />
            </summary>
            {owned.length >= max ? <p className="zy-wish-error">已达上限：请先删除不用的志愿表。</p> : <CreateTableForm onCreated={(c) => navigate(editorPath(c.TableId))} />}
          </details>
          <TableSection title="回收站" tables={data.Deleted ?? []} empty="回收站是空的。删除的志愿表保留30天，期间可恢复。" busy={busy} gated={gated} onCommand={onCommand} testId="wish-deleted" />
        </>
      ) : null}
      {renaming ? (
        <RenameDialog
          table={renaming}
          busy={busy}
          onClose={() => setRenaming(null)}
          onSave={(Name) => void run(() => renameTable({ TableId: renaming.TableId, Version: renaming.Version, Name }), '已重命名').then(() => setRenaming(null))}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="删除志愿表"
        confirmText="删除"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void run(() => deleteTable({ TableId: deleting.TableId, Version: deleting.Version }), '已移入回收站').then(() => setDeleting(null))}
        testId="wish-delete-dialog"
      >
        <p>确定删除「{deleting?.Name}」吗？删除后30天内可在回收站恢复，共享成员也将无法查看。</p>
      </ConfirmDialog>
    </div>
  );
}
