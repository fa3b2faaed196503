import { Fragment } from 'react';
import { Link } from 'react-router';

/** Where a content page sits: 首页 / 高考资讯 / … (the last step is the page itself, not a link). */
export function ContentCrumbs({ steps, current }: { steps: { to: string; text: string }[]; current?: string }) {
  return (
    <nav className="zy-content-crumbs" aria-label="当前位置" data-testid="content-crumbs">
      <Link to="/index">首页</Link>
      {steps.map((s) => (
        <Fragment key={s.to}>
          <span aria-hidden="true"> / </span>
          <Link to={s.to}>{s.text}</Link>
        </Fragment>
      ))}
      {current ? (
        <>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{current}</span>
        </>
      ) : null}
    </nav>
  );
}
