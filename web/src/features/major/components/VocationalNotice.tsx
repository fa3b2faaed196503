import { Message } from 'semantic-ui-react';
import { getSpecialtyCategoryList } from '../api/get-specialty-category-list';
import { useLoad } from '@/lib/use-load';
import { LoadState } from './LoadState';

/**
 * 专科: the portal has no official 高职（专科）专业目录, so it says so rather than show anything
 * made up. It still asks the API, in case such data is ever imported.
 */
export function VocationalNotice() {
  const tree = useLoad(() => getSpecialtyCategoryList(0), 'zk');
  const nodes = tree.data ?? [];
  return (
    <div data-testid="major-vocational">
      <LoadState state={tree} testId="major-vocational" />
      {tree.data && !nodes.length ? (
        <Message info data-testid="major-vocational-empty">
          <Message.Header>暂无高职（专科）专业目录的官方数据</Message.Header>
          <p>本站目前只收录教育部《普通高等学校本科专业目录》中的本科专业。高职（专科）专业请以教育部发布的《职业教育专业目录》和各院校招生章程为准。</p>
        </Message>
      ) : null}
      {nodes.length ? (
        <ul data-testid="major-vocational-list">
          {nodes.map((n) => (
            <li key={n.ID}>
              {n.Name}（{(n.SubList ?? []).length} 个专业类）
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
