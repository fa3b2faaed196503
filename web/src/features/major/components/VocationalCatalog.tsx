import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { useLoad } from '@/lib/use-load';
import { getMajorCatalogInfo } from '../api/get-major-catalog-info';
import { getMajorTreeList } from '../api/get-major-tree-list';
import { levelInfo, type Level } from '../lib/levels';
import { withParams } from '../lib/url-state';
import { CatalogGaps } from './CatalogGaps';
import { CatalogTree } from './CatalogTree';
import { LoadState } from './LoadState';
import { MajorSearch } from './MajorSearch';
import { SourceLine } from './SourceLine';

/**
 * 职业本科 and 专科（高职）: the 专业大类 → 专业类 → 专业 tree of the vocational catalogue, searchable
 * like the 本科 one, with what the copy is known to lack said above it.
 */
export function VocationalCatalog({ level }: { level: Exclude<Level, 'bk'> }) {
  const [params, setParams] = useSearchParams();
  const l = levelInfo(level);
  const tree = useLoad(() => getMajorTreeList(l.education), `tree-${level}`);
  const info = useLoad(() => getMajorCatalogInfo(l.education), `info-${level}`);
  const roots = tree.data ?? [];
  const query = (params.get('q') ?? '').trim().slice(0, 20);
  const pick = (cat: string, cls: string) => setParams(withParams(params, { cat, cls }), { replace: true });
  const setQuery = (q: string) => setParams(withParams(params, { q }));
  const i = info.data;
  return (
    <Segment data-testid={`major-vocational-${level}`}>
      <LoadState state={tree} testId="major-tree" />
      {tree.data && !roots.length ? <EmptyState text="暂无专业目录数据" testId="major-tree-empty" /> : null}
      {i ? (
        <p className="zy-muted" data-testid="major-tree-summary">
          据教育部《职业教育专业目录》（第三方整理副本）整理，{l.name}共 {i.CategoryCount} 个专业大类、{i.ClassCount} 个专业类、
          {i.MajorCount} 个专业。依次选择专业大类、专业类，点击专业查看详情。
        </p>
      ) : null}
      {i ? <CatalogGaps info={i} /> : null}
      {roots.length ? (
        <>
          <MajorSearch roots={roots} query={query} onQuery={setQuery} group="专业大类" example={roots[0]?.SubList?.[0]?.ID ?? ''} />
          <CatalogTree roots={roots} cat={params.get('cat') ?? ''} cls={params.get('cls') ?? ''} onPick={pick} group="专业大类" />
        </>
      ) : null}
      <SourceLine source={i?.Source} />
    </Segment>
  );
}
