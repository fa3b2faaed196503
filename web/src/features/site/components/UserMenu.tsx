import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginDataAtom, studentAtom } from '@/lib/session';
import { logout } from '@/lib/auth';

/**
 * Login/register, or the nickname opening a menu (a menu button: Enter or a click opens it,
 * Escape or a click elsewhere closes it) with basic info, password setting and logout.
 */
export function UserMenu() {
  const login = useAtomValue(loginDataAtom);
  const student = useAtomValue(studentAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const away = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  if (!login) {
    return (
      <Link to="/login" className="zy-nav-login" data-testid="nav-login-link">
        <i className="user circle icon" />
        登录/注册
      </Link>
    );
  }
  const name = student?.NickName || login.NickName || '我的';
  const items = [
    { path: '/userinfo', text: '基本信息', icon: 'id card outline', testId: 'nav-user-info' },
    ...(student?.HasLoginName ? [{ path: '/setpwd', text: '密码设置', icon: 'lock', testId: 'nav-user-setpwd' }] : []),
  ];
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <div className="zy-nav-user" ref={box} data-testid="nav-user-menu">
      <button type="button" className="zy-link-button zy-nav-user-trigger" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span data-testid="nav-user-name">
          <i className="user circle icon" />
          {name}
        </span>
        <i className="dropdown icon" />
      </button>
      {open ? (
        <ul className="zy-user-menu" role="menu" aria-label="账号">
          {items.map((it) => (
            <li role="none" key={it.path}>
              <button type="button" role="menuitem" onClick={() => go(it.path)} data-testid={it.testId}>
                <i className={`${it.icon} icon`} />
                {it.text}
              </button>
            </li>
          ))}
          <li role="none" className="zy-user-menu-divider">
            <button type="button" role="menuitem" onClick={() => void logout()} data-testid="nav-logout">
              <i className="sign out icon" />
              退出登录
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
