import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnboarding } from '../hooks/useOnboarding';
import { useRisk } from '../hooks/useRisk';
import { useTableActions } from '../hooks/useTableActions';
import { useTableDetail } from '../hooks/useTableDetail';
import { unitTitle } from '../lib/format';
import { canComment, canEdit, isOwner } from '../lib/roles';
import type { Detail } from '../types';
import { ChecksPanel } from './ChecksPanel';
import { ConflictDialog } from './ConflictDialog';
import { DRAG_HINT } from './drag-text';
import { LeaveShareButton } from './LeaveShareButton';
import { OnboardingHint } from './OnboardingHint';
import { RiskPanel } from './RiskPanel';
import { ScoreEditor } from './ScoreEditor';
import { SharePanel } from './SharePanel';
import { TableGate } from './TableGate';
import { TableHead } from './TableHead';
import { TableNav } from './TableNav';
import { TableNoteEditor } from './TableNoteEditor';
import { UnitList } from './UnitList';
import { UnitSearch } from './UnitSearch';
import '../wishtable.css';

/** /wishtable?id=: the editor — the ordered list, the checks and the risk beside it, sharing for the owner, 退出共享 for a member. */
export default function WishTablePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { detail, error, reload, show } = useTableDetail(id);
  useDocumentTitle(detail?.Table.Name);
  return (
    <div className="zy-container zy-wish-page" data-testid="wishtable-page">
      <TableGate id={id} detail={detail} error={error}>
        {(d) => <Editor detail={d} reload={reload} show={show} />}
      </TableGate>
    </div>
  );
}

function Editor({ detail, reload, show }: { detail: Detail; reload: () => Promise<Detail | null>; show: (d: Detail) => void }) {
  const t = detail.Table;
  const { busy, conflict, perform, reloadNow, reapply } = useTableActions(detail, reload, show);
  const risk = useRisk(t.TableId, t.Version);
  const edit = canEdit(t.Role);
  const hasUnits = Boolean(detail.Units?.length);
  const onboarding = useOnboarding(edit && hasUnits);
  const names = useMemo(() => new Map((detail.Units ?? []).map((u) => [u.Key, unitTitle(u)])), [detail]);
  const navigate = useNavigate();
  return (
    <>
      <TableNav id={t.TableId} current="editor" />
      <TableHead detail={detail}>
        <div className="zy-wish-head-tools">
          {edit ? <ScoreEditor key={t.Version} table={t} perform={perform} busy={busy} /> : null}
          <TableNoteEditor key={`note-${t.Version}`} table={t} editable={canComment(t.Role)} perform={perform} busy={busy} />
          <LeaveShareButton table={t} onLeft={() => navigate('/wish-list')} />
        </div>
      </TableHead>
      {!canComment(t.Role) ? <p className="zy-muted" data-testid="wish-readonly">你只能查看此志愿表；如需修改，可复制一份到自己的志愿表。</p> : null}
      <div className="zy-wish-layout">
        <div className="zy-wish-main">
          {edit && hasUnits ? (
            <p className="zy-muted zy-small" data-testid="wish-drag-hint">
              <i className="bars icon" aria-hidden="true" />
              {DRAG_HINT}，或使用“上移”“下移”按钮。
            </p>
          ) : null}
          <UnitList detail={detail} canEdit={edit} canComment={canComment(t.Role)} busy={busy} perform={perform} />
          {edit ? <UnitSearch detail={detail} perform={perform} busy={busy} /> : null}
        </div>
        <aside className="zy-wish-side" aria-label="检查与风险">
          <ChecksPanel checks={detail.Checks} />
          <RiskPanel id={t.TableId} risk={risk} names={names} />
        </aside>
      </div>
      {isOwner(t.Role) ? <SharePanel detail={detail} reload={reload} /> : null}
      <ConflictDialog conflict={conflict} onReload={() => void reloadNow()} onReapply={() => void reapply()} />
      {onboarding.shown ? <OnboardingHint onClose={onboarding.close} /> : null}
    </>
  );
}
