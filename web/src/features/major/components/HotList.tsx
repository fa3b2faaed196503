import { Link, useLocation } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { getMajorHotList } from '../api/get-major-hot-list';
import { useLoad } from '@/lib/use-load';
import { scaleText } from '../lib/format';
import { majorPaths } from '../lib/paths';
import { LoadState } from './LoadState';

const HOT_COUNT = 10;

/** Majors with the most graduates (阳光高考 全国普通高校毕业生规模), with what that number means. */
export function HotList() {
  const paths = majorPaths(useLocation().pathname);
  const hot = useLoad(() => getMajorHotList(HOT_COUNT), 'hot');
  const list = hot.data ?? [];
  return (
    <Segment className="zy-major-hot" data-testid="major-hot">
      <Header as="h4">毕业生规模较大的专业</Header>
      <p className="zy-muted zy-small" data-testid="major-hot-note">
        按阳光高考平台公布的全国普通高校毕业生规模从大到小排列。规模为区间，单位为人，反映该专业每年毕业的人数，不代表就业前景或报考热度。
      </p>
      <LoadState state={hot} testId="major-hot" />
      {hot.data && !list.length ? <p className="zy-muted">暂无毕业生规模数据</p> : null}
      <ol className="zy-major-hot-list">
        {list.map((m) => (
          <li key={m.Code} data-testid="major-hot-item">
            <Link to={paths.detail(m.Code)}>{m.Name}</Link>
            <span className="zy-muted zy-small"> {scaleText(m.GraduateScale)}</span>
          </li>
        ))}
      </ol>
    </Segment>
  );
}
