import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { Dropdown } from 'semantic-ui-react';
import { loginDataAtom, studentAtom } from '@/lib/session';
import { logout } from '@/lib/auth';

/** Login/register, or the nickname with basic info, password setting and logout. */
export function UserMenu() {
  const login = useAtomValue(loginDataAtom);
  const student = useAtomValue(studentAtom);
  const navigate = useNavigate();
  if (!login) {
    return (
      <Link to="/login" className="zy-nav-login" data-testid="nav-login-link">
        <i className="user circle icon" />
        登录/注册
      </Link>
    );
  }
  const name = student?.NickName || login.NickName || '我的';
  return (
    <Dropdown
      className="zy-nav-user"
      trigger={
        <span data-testid="nav-user-name">
          <i className="user circle icon" />
          {name}
        </span>
      }
      data-testid="nav-user-menu"
    >
      <Dropdown.Menu direction="left">
        <Dropdown.Item icon="id card outline" text="基本信息" onClick={() => navigate('/userinfo')} data-testid="nav-user-info" />
        {student?.HasLoginName ? (
          <Dropdown.Item icon="lock" text="密码设置" onClick={() => navigate('/setpwd')} data-testid="nav-user-setpwd" />
        ) : null}
        <Dropdown.Divider />
        <Dropdown.Item icon="sign out" text="退出登录" onClick={() => void logout()} data-testid="nav-logout" />
      </Dropdown.Menu>
    </Dropdown>
  );
}
