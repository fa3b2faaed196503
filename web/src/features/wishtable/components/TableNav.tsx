import { NavLink } from 'react-router';
import { MemberBadge } from '@/features/membership/components/MemberBadge';
import { Rights } from '@/features/membership/lib/rights';
import { downloadPath, editorPath, historyPath, printPath, resultPath } from '../lib/links';

const PAGES = [
  { key: 'editor', text: '编辑志愿表', to: editorPath },
  { key: 'history', text: '修改记录', to: historyPath },
  { key: 'result', text: '风险模拟', to: resultPath, right: Rights.WishSimulate },
  { key: 'download', text: '下载', to: downloadPath, right: Rights.WishExport },
  { key: 'print', text: '在线打印', to: printPath },
];

/** The pages of one table; the current one is marked. */
export function TableNav({ id, current }: { id: string; current: string }) {
  return (
    <nav className="zy-wish-nav" aria-label="志愿表页面" data-testid="wish-nav">
      {PAGES.map((p) => (
        <NavLink key={p.key} to={p.to(id)} className={p.key === current ? 'active' : ''} aria-current={p.key === current ? 'page' : undefined} data-testid={`wish-nav-${p.key}`}>
          {p.text}
          {p.right ? <MemberBadge right={p.right} /> : null}
        </NavLink>
      ))}
      <NavLink to="/wish-list" data-testid="wish-nav-list">
        我的志愿表
      </NavLink>
    </nav>
  );
}
