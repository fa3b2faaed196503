import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginPath } from '@/lib/navigation';
import { isLoggedInAtom } from '@/lib/session';
import { useAddToWish } from '../hooks/useAddToWish';
import { editorPath } from '../lib/links';
import type { AddTarget } from '../types';
import { AddToWishDialog } from './AddToWishDialog';
import '../wishtable.css';

/**
 * 加入志愿表 on a unit (a recommendation, a college's admission line). A visitor signs in first (and comes back); then the unit goes
 * into the matching table (chosen when several, created when none) and the answer says where:
 * 已加入第N位, or why not (already in the table, another filling unit …).
 */
export function AddToWishButton({ target, testId = 'rec-row-add' }: { target: AddTarget; testId?: string }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const add = useAddToWish(target);
  const busy = add.phase === 'loading' || add.phase === 'adding';
  const click = () => {
    if (!loggedIn) navigate(loginPath(pathname + search));
    else void add.start();
  };
  return (
    <div className="zy-wish-add">
      <button type="button" className={`ui mini primary button${busy ? ' loading' : ''}`} disabled={busy} onClick={click} data-testid={testId}>
        加入志愿表
      </button>
      <span role="status" className="zy-small">
        {add.added ? (
          <span data-testid={`${testId}-done`}>
            已加入第{add.added.position}位（<Link to={editorPath(add.added.tableId)}>{add.added.tableName}</Link>）
          </span>
        ) : null}
        {add.error ? (
          <span className="zy-wish-error" data-testid={`${testId}-error`}>
            {add.error}
          </span>
        ) : null}
      </span>
      {add.phase === 'choose' || add.phase === 'create' ? (
        <AddToWishDialog
          target={target}
          mode={add.phase}
          tables={add.tables}
          onPick={(t) => void add.addTo(t)}
          onCreated={(c, name) => void add.addTo({ TableId: c.TableId, Name: name || '新建的志愿表', Version: c.Version, UnitCount: 0 })}
          onClose={add.cancel}
        />
      ) : null}
    </div>
  );
}
