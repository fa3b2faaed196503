import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { MemberBadge } from '@/features/membership/components/MemberBadge';
import { Rights } from '@/features/membership/lib/rights';
import { personText, scoreText, tableWhere, timeText } from '../lib/format';
import { editorPath } from '../lib/links';
import { isOwner, roleName } from '../lib/roles';
import type { TableHeader } from '../types';
import { LeaveShareButton } from './LeaveShareButton';

export type TableCommand = 'copy' | 'rename' | 'delete' | 'recover';

/**
 * One table of the lists: what it is for, how full, when it changed; its actions by the user's role
 * (a member's shared row offers 退出共享 when `onLeft` is given).
 * `gated`: copying or recovering would make another live table, a members' right (marked 会员).
 */
export function TableRow({ table: t, shared, busy, gated, onCommand, onLeft }: { table: TableHeader; shared?: boolean; busy: boolean; gated?: boolean; onCommand: (c: TableCommand, t: TableHeader) => void; onLeft?: () => unknown }) {
  const deleted = t.Deleted;
  return (
    <li className="zy-wish-table-row" data-testid={deleted ? 'wish-deleted-row' : shared ? 'wish-shared-row' : 'wish-owned-row'} data-table-id={t.TableId}>
      <div className="zy-wish-table-info">
        <h3>
          {deleted ? <span data-testid="wish-table-name">{t.Name}</span> : <Link to={editorPath(t.TableId)} data-testid="wish-table-name">{t.Name}</Link>}
        </h3>
        <p className="zy-muted zy-small">
          {tableWhere(t)} · {scoreText(t)} · {t.ModeName} · {t.UnitCount}个志愿 · 第{t.Version}版
        </p>
        <p className="zy-muted zy-small">
          {shared ? <span data-testid="wish-shared-owner">创建者 {personText(t.Owner)} · 我的权限 {roleName(t.Role, t.RoleName)} · </span> : null}
          {deleted && t.RecoverUntil ? <span data-testid="wish-recover-until">{timeText(t.RecoverUntil)}前可恢复 · </span> : null}
          更新于 {timeText(t.UpdatedAt)}（{t.UpdatedBy?.NickName}）
        </p>
      </div>
      <div className="zy-wish-table-actions">
        {deleted ? (
          <>
            <Button type="button" size="small" primary content="恢复" disabled={busy} onClick={() => onCommand('recover', t)} data-testid="wish-table-recover" />
            <MemberBadge right={Rights.WishTables} show={gated} />
          </>
        ) : (
          <>
            <Button as={Link} to={editorPath(t.TableId)} size="small" primary content="打开" data-testid="wish-table-open" />
            <Button type="button" size="small" basic content="复制" disabled={busy} onClick={() => onCommand('copy', t)} data-testid="wish-table-copy" />
            <MemberBadge right={Rights.WishTables} show={gated} />
            {isOwner(t.Role) ? (
              <>
                <Button type="button" size="small" basic content="重命名" disabled={busy} onClick={() => onCommand('rename', t)} data-testid="wish-table-rename" />
                <Button type="button" size="small" basic className="zy-wish-danger" content="删除" disabled={busy} onClick={() => onCommand('delete', t)} data-testid="wish-table-delete" />
              </>
            ) : onLeft ? (
              <LeaveShareButton table={t} onLeft={onLeft} />
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
