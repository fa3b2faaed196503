import { useAtomValue } from 'jotai';
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

/** Navigation bar: fixed after 120 px of scroll. */
export function NavBar() {
  const cfg = useAtomValue(webConfigAtom);
  const fixed = isNavFixed(useScrollY());
  return (
    <>
      <div className="zy-nav-spacer" style={{ height: fixed ? NAV_HEIGHT_PX : 0 }} />
      <nav className={`zy-nav${fixed ? ' is-fixed' : ''}`} data-testid="nav-bar" data-fixed={fixed ? 'true' : 'false'}>
        <div className="zy-container zy-nav-inner">
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
