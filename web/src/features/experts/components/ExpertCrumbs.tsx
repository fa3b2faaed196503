import { Link } from 'react-router';

/** Where an experts page sits: 首页 / 专家团队 / … (the last step is the page itself). */
export function ExpertCrumbs({ current, list = true }: { current: string; list?: boolean }) {
  return (
    <nav className="zy-experts-crumbs" aria-label="当前位置" data-testid="expert-crumbs">
      <Link to="/index">首页</Link>
      {list ? (
        <>
          <span aria-hidden="true"> / </span>
          <Link to="/expertlist">专家团队</Link>
        </>
      ) : null}
      <span aria-hidden="true"> / </span>
      <span aria-current="page">{current}</span>
    </nav>
  );
}
