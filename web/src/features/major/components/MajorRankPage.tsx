import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Message, Segment } from 'semantic-ui-react';
import { Select } from '@/components/Select';
import { EmptyState } from '@/components/EmptyState';
import { Pager } from '@/components/Pager';
import { getMajorCategoryTreeList } from '../api/get-major-category-tree-list';
import { getMajorRankList } from '../api/get-major-rank-list';
import { useLoad } from '@/lib/use-load';
import { pagingParams, readPaging, withParams } from '../lib/url-state';
import { LoadState } from './LoadState';
import { PageHead } from './PageHead';
import { RankTable } from './RankTable';
import { SourceLine } from './SourceLine';
import '../major.css';

// 全部门类 gets a value of its own (an empty one reads as nothing chosen).
const ALL = 'all';

/** /specialty-rank and /query/majorrank: majors by number of offering schools, per 门类 if chosen. */
export default function MajorRankPage() {
  const [params, setParams] = useSearchParams();
  const paging = useMemo(() => readPaging(params), [params]);
  const raw = (params.get('cat') ?? '').trim();
  const cat = /^\d{2}$/.test(raw) ? raw : '';
  const tree = useLoad(getMajorCategoryTreeList, 'categories');
  const body = { ...(cat ? { CategoryCode: cat } : {}), PageIndex: paging.page, PageSize: paging.size };
  const rank = useLoad(() => getMajorRankList(body), JSON.stringify(body));

  const options = [
    { value: ALL, text: '全部门类' },
    ...(tree.data ?? []).map((n) => ({ value: n.ID, text: `${n.Name}（${n.ID}）` })),
  ];
  const setCat = (c: string) => setParams(withParams(params, { cat: c, page: 1 }));
  const changePage = (page: number, size: number) => {
    setParams(pagingParams(params, paging, page, size));
    window.scrollTo?.({ top: 0 });
  };
  const data = rank.data;

  return (
    <div className="zy-container zy-major-page" data-testid="major-rank-page">
      <PageHead title="专业排名" current="rank" sub="按开设院校数量排列" />
      <Segment>
        <div className="zy-major-rank-filter">
          <span>学科门类：</span>
          <Select
            options={options}
            value={cat || ALL}
            onChange={(v) => setCat(v === ALL ? '' : v)}
            label="学科门类"
            testId="major-rank-category"
          />
        </div>
        {data?.Description ? (
          <Message info size="small" data-testid="major-rank-description">
            <p>{data.Description}</p>
            <p>开设院校多说明该专业布点广，不代表专业的办学水平、就业前景或录取难度。</p>
          </Message>
        ) : null}
        <LoadState state={rank} testId="major-rank" />
        {data && !data.List?.length ? <EmptyState text="该门类下暂无排名数据" testId="major-rank-empty" /> : null}
        {data?.List?.length ? <RankTable items={data.List} /> : null}
        {data && data.Total > 0 ? <Pager total={data.Total} page={paging.page} size={paging.size} onChange={changePage} /> : null}
        <SourceLine source={data?.Source} />
      </Segment>
    </div>
  );
}
