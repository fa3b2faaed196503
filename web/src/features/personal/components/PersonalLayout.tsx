import { Suspense, type MouseEvent } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/lib/notify';
import { MSG_DEVELOPING } from '@/lib/menu';
import type { StudentInfo } from '@/types/api';
import { useStudentProfile } from '../hooks/useStudentProfile';
import { PersonalHeader } from './PersonalHeader';

interface SideItem {
  label: string;
  path: string;
  icon: string;
  testId: string;
  show?: (s: StudentInfo | null) => boolean;
}

const GROUPS: { title: string; items: SideItem[] }[] = [
  {
    title: '用户信息',
    items: [
      { label: '基本信息', path: '/userinfo', icon: 'id card outline', testId: 'side-userinfo' },
      { label: '高考成绩', path: '/examinee', icon: 'graduation cap', testId: 'side-examinee' },
      { label: '录入真实成绩', path: '/setRealScore', icon: 'check circle outline', testId: 'side-realscore' },
      { label: '密码设置', path: '/setpwd', icon: 'lock', testId: 'side-setpwd', show: (s) => Boolean(s?.HasLoginName) },
      { label: '账号设置', path: '/setaccount', icon: 'user plus', testId: 'side-setaccount', show: (s) => Boolean(s) && !s?.HasLoginName },
      { label: '开通VIP', path: '/openvip', icon: 'diamond', testId: 'side-openvip' },
      { label: '账号记录', path: '/account-history', icon: 'history', testId: 'side-history' },
    ],
  },
  {
    title: '生涯规划',
    items: [
      { label: '我的测评', path: '/test-list', icon: 'clipboard list', testId: 'side-test-list' },
      { label: '我的志愿表', path: '/wish-list', icon: 'table', testId: 'side-wish-list' },
    ],
  },
];

function SideNav({ student }: { student: StudentInfo | null }) {
  const guard = (path: string) => (e: MouseEvent) => {
    if (!path) {
      e.preventDefault();
      notify.info(MSG_DEVELOPING);
    }
  };
  return (
    <nav className="zy-side-nav" data-testid="personal-side-nav">
      {GROUPS.map((g) => (
        <div className="zy-side-group" key={g.title}>
          <h4>{g.title}</h4>
          {g.items
            .filter((it) => !it.show || it.show(student))
            .map((it) => (
              <NavLink key={it.testId} to={it.path || '#'} onClick={guard(it.path)} className={({ isActive }) => `zy-side-item${isActive ? ' active' : ''}`} data-testid={it.testId}>
                <i className={`${it.icon} icon`} />
                {it.label}
              </NavLink>
            ))}
        </div>
      ))}
    </nav>
  );
}

/** The personal center: header card, side navigation, and the selected page. */
export default function PersonalLayout() {
  const { student } = useStudentProfile({ load: true });
  return (
    <div className="zy-container zy-personal" data-testid="personal-center">
      <PersonalHeader student={student} />
      <div className="zy-personal-body">
        <SideNav student={student} />
        <section className="zy-personal-content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
