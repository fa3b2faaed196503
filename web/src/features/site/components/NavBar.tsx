import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { paramsAtom, webConfigAtom } from '@/lib/site-config';
import { isNavFixed } from '@/lib/scroll';
import { notify } from '@/lib/notify';
import { MSG_DEVELOPING } from '@/lib/menu';
import { useScrollY } from '../hooks/useScrollY';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';

const NAV_HEIGHT_PX = 48;

function ServiceLink() {
  const params = useAtomValue(paramsAtom);
  if (params.KF_Enable !== '0') return null;
  const url = (params.KF_Url ?? '').trim();
  return (
    <a
      href={url || '#'}
      target="_blank"
      rel="noopener noreferrer"
      className="zy-nav-kf"
      onClick={(e) => {
        if (!url) {
          e.preventDefault();
          notify.info(MSG_DEVELOPING);
        }
      }}
      data-testid="nav-kf-link"
    >
      <i className="headphones icon" />
      在线客服
    </a>
  );
}

/** Navigation bar: fixed after 120 px of scroll; on a phone the menu folds behind a 菜单 button. */
export function NavBar() {
  const cfg = useAtomValue(webConfigAtom);
  const fixed = isNavFixed(useScrollY());
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  return (
    <>
      <div className="zy-nav-spacer" style={{ height: fixed ? NAV_HEIGHT_PX : 0 }} />
      <nav className={`zy-nav${fixed ? ' is-fixed' : ''}${open ? ' is-open' : ''}`} data-testid="nav-bar" data-fixed={fixed ? 'true' : 'false'}>
        <div className="zy-container zy-nav-inner">
          <button
            type="button"
            className="zy-nav-toggle"
            aria-expanded={open}
            aria-controls="zy-nav-menu"
            onClick={() => setOpen((o) => !o)}
            data-testid="nav-toggle"
          >
            <i className={`${open ? 'close' : 'bars'} icon`} />
            菜单
          </button>
          <NavMenu menus={cfg?.HeadMenuList ?? []} />
          <div className="zy-nav-right">
            <ServiceLink />
            <UserMenu />
          </div>
        </div>
      </nav>
    </>
  );
}
