import { useSearchParams } from 'react-router';
import { Grid, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { getMajorTreeList } from '../api/get-major-tree-list';
import { useLoad } from '@/lib/use-load';
import { countLevels } from '../lib/tree';
import { readLevel, withParams, type Level } from '../lib/url-state';
import { CatalogTree } from './CatalogTree';
import { HotList } from './HotList';
import { LevelSwitch } from './LevelSwitch';
import { LoadState } from './LoadState';
import { MajorSearch } from './MajorSearch';
import { PageHead } from './PageHead';
import { VocationalCatalog } from './VocationalCatalog';
import '../major.css';

/** /specialty and /query/major: the 本科, 职业本科 and 专科 catalogue trees with search, and the hot list. */
export default function MajorCatalogPage() {
  const [params, setParams] = useSearchParams();
  const level = readLevel(params);
  const query = (params.get('q') ?? '').trim().slice(0, 20);
  const tree = useLoad(() => getMajorTreeList(1), level === 'bk' ? 'tree' : null);
  const roots = tree.data ?? [];
  const counts = countLevels(roots);

  const setLevel = (l: Level) => setParams(withParams(new URLSearchParams(), { level: l === 'bk' ? null : l }));
  const pick = (cat: string, cls: string) => setParams(withParams(params, { cat, cls }), { replace: true });
  const setQuery = (q: string) => setParams(withParams(params, { q }));

  return (
    <div className="zy-container zy-major-page" data-testid="major-catalog-page">
      <PageHead title="专业库" current="catalog" />
      <LevelSwitch level={level} onChange={setLevel} />
      <Grid stackable>
        <Grid.Column width={12}>
          {level !== 'bk' ? (
            <VocationalCatalog key={level} level={level} />
          ) : (
            <Segment>
              <LoadState state={tree} testId="major-tree" />
              {tree.data && !roots.length ? <EmptyState text="暂无专业目录数据" testId="major-tree-empty" /> : null}
              {roots.length ? (
                <>
                  <p className="zy-muted" data-testid="major-tree-summary">
                    据教育部《普通高等学校本科专业目录》整理，共 {counts.门类} 个学科门类、{counts.专业} 个专业。依次选择门类、专业类，点击专业查看详情。
                  </p>
                  <MajorSearch roots={roots} query={query} onQuery={setQuery} />
                  <CatalogTree roots={roots} cat={params.get('cat') ?? ''} cls={params.get('cls') ?? ''} onPick={pick} />
                </>
              ) : null}
            </Segment>
          )}
        </Grid.Column>
        <Grid.Column width={4}>
          <HotList />
        </Grid.Column>
      </Grid>
    </div>
  );
}
