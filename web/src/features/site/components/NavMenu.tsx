import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Menu } from '@/types/api';
import { useMenuNavigate } from '../hooks/useMenuNavigate';

export const SUBMENU_COLUMN_PX = 150;

function MenuIcon({ icon }: { icon?: string }) {
  if (!icon) return null;
  if (/^(https?:|data:|\/)/.test(icon)) return <img className="zy-menu-icon" src={icon} alt="" />;
  return <i className={`${icon} icon`} />;
}

function MenuLink({ menu, className, testId }: { menu: Menu; className?: string; testId: string }) {
  const { go, hrefOf } = useMenuNavigate('nav');
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    go(menu);
  };
  return (
    <a href={hrefOf(menu)} className={className} onClick={onClick} data-testid={testId}>
      <MenuIcon icon={menu.MenuIcon} />
      {menu.MenuName}
    </a>
  );
}

/** Sub-menus: columns (one per child with its own children, 150 px each) or a plain list. */
function SubMenu({ menu }: { menu: Menu }) {
  const children = menu.MenuList ?? [];
  const columns = Number(menu.SubMenuDisplayWay) === 1 || children.some((c) => c.MenuList?.length);
  if (!columns) {
    return (
      <ul className="zy-submenu zy-submenu-list" style={{ width: SUBMENU_COLUMN_PX }} data-testid={`nav-submenu-${menu.Id}`}>
        {children.map((c) => (
          <li key={c.Id}>
            <MenuLink menu={c} testId={`nav-item-${c.Id}`} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="zy-submenu zy-submenu-columns" style={{ width: SUBMENU_COLUMN_PX * children.length }} data-testid={`nav-submenu-${menu.Id}`}>
      {children.map((c) => (
        <div className="zy-submenu-column" key={c.Id} style={{ width: SUBMENU_COLUMN_PX }}>
          <MenuLink menu={c} className="zy-submenu-title" testId={`nav-item-${c.Id}`} />
          {(c.MenuList ?? []).map((g) => (
            <MenuLink key={g.Id} menu={g} testId={`nav-item-${g.Id}`} />
          ))}
        </div>
      ))}
    </div>
  );
}

function isActive(menu: Menu, pathname: string): boolean {
  const own = (menu.MenuPath ?? '').split('?')[0];
  if (own && own !== '/' && own.toLowerCase() === pathname.toLowerCase()) return true;
  return (menu.MenuList ?? []).some((c) => isActive(c, pathname));
}

/** The multi-level menus of HeadMenuList. */
export function NavMenu({ menus }: { menus: Menu[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="zy-nav-menu" id="zy-nav-menu" data-testid="nav-menu">
      {menus.map((m) => (
        <li key={m.Id} className={`zy-nav-item${isActive(m, pathname) ? ' active' : ''}${m.MenuList?.length ? ' has-children' : ''}`}>
          <MenuLink menu={m} testId={`nav-item-${m.Id}`} />
          {m.MenuList?.length ? <SubMenu menu={m} /> : null}
        </li>
      ))}
    </ul>
  );
}
