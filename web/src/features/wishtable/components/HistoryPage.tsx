import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Header } from 'semantic-ui-react';
import { Pager } from '@/components/Pager';
import { useLoad } from '@/lib/use-load';
import { notify } from '@/lib/notify';
import { getDiff } from '../api/get-diff';
import { getHistory } from '../api/get-history';
import { restoreTable } from '../api/restore-table';
import { useTableDetail } from '../hooks/useTableDetail';
import { staleOf } from '../lib/conflict';
import { diffRange, togglePick } from '../lib/pick';
import { canEdit } from '../lib/roles';
import type { Detail } from '../types';
import { ConfirmDialog } from './ConfirmDialog';
import { DiffView } from './DiffView';
import { HistoryTable } from './HistoryTable';
import { TableGate } from './TableGate';
import { TableNav } from './TableNav';
import '../wishtable.css';

const PAGE_SIZE = 20;

/** /wish-detail?id=: the table's history; two versions compared; 恢复到此版本 for editors. */
export default function HistoryPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { detail, error, reload } = useTableDetail(id);
  return (
    <div className="zy-container zy-wish-page" data-testid="wish-history-page">
      <TableGate id={id} detail={detail} error={error}>
        {(d) => <History detail={d} reload={reload} />}
      </TableGate>
    </div>
  );
}

function History({ detail, reload }: { detail: Detail; reload: () => Promise<Detail | null> }) {
  const t = detail.Table;
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const history = useLoad(() => getHistory({ TableId: t.TableId, PageIndex: page, PageSize: size }), `history:${t.TableId}:${t.Version}:${page}:${size}`);
  const range = diffRange(picked);
  const diff = useLoad(() => getDiff({ TableId: t.TableId, ...range! }), range ? `diff:${t.TableId}:${range.From}:${range.To}` : null);

  const restore = async () => {
    if (restoring === null) return;
    setBusy(true);
    try {
      await restoreTable({ TableId: t.TableId, Version: t.Version, ToVersion: restoring });
      notify.success(`已恢复到第${restoring}版`);
      setPicked([]);
    } catch (e) {
      notify.error(staleOf(e) ? '志愿表已被他人修改，已刷新修改记录，请确认后再恢复' : (e as Error).message);
    } finally {
      setBusy(false);
      setRestoring(null);
      await reload();
    }
  };

  return (
    <>
      <TableNav id={t.TableId} current="history" />
      <Header as="h1" size="medium">
        「{t.Name}」的修改记录
        <Header.Subheader>当前第 {t.Version} 版 · 勾选两个版本可对比差异</Header.Subheader>
      </Header>
      {history.error ? <p className="zy-wish-error">{history.error.message}</p> : null}
      {history.data ? (
        <>
          <HistoryTable changes={history.data.List ?? []} current={t.Version} picked={picked} canRestore={canEdit(t.Role)} onPick={(v) => setPicked(togglePick(picked, v))} onRestore={setRestoring} />
          <Pager total={history.data.Total} page={page} size={size} onChange={(p, s) => { setPage(p); setSize(s); }} testId="wish-history-pager" />
        </>
      ) : history.loading ? <p className="zy-muted">加载中....</p> : null}
      {range && diff.loading ? <p className="zy-muted">对比中....</p> : null}
      {diff.error ? <p className="zy-wish-error">{diff.error.message}</p> : null}
      {range && diff.data ? <DiffView diff={diff.data} /> : null}
      <ConfirmDialog open={restoring !== null} title="恢复到此版本" confirmText="恢复" busy={busy} onCancel={() => setRestoring(null)} onConfirm={() => void restore()} testId="wish-restore-dialog">
        <p>
          将志愿恢复为第 {restoring} 版时的样子？恢复会作为新的一版记入修改记录（第 {t.Version + 1} 版），之前的各版仍可查看。
        </p>
      </ConfirmDialog>
    </>
  );
}
