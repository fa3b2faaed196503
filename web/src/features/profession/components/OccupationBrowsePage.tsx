import { Link, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getOccupationClassTree } from '../api/get-occupation-class-tree';
import { getOccupationList } from '../api/get-occupation-list';
import { classTrail, className, readDadianState, type DadianFilter } from '../lib/dadian';
import { readPaging, withPaging } from '../lib/paging';
import { professionPaths } from '../lib/paths';
import { DadianSource } from './DadianSource';
import { OccupationClassPicker } from './OccupationClassPicker';
import { ProfessionNav } from './ProfessionNav';
import { ProfessionResults } from './ProfessionResults';
import '../profession.css';

const FILTERS: [DadianFilter, string][] = [
  ['', '全部职业'],
  ['green', '绿色职业'],
  ['digital', '数字职业'],
  ['new', '2024—2025年新职业'],
];

/**
 * /profession-dadian: the occupations of 中华人民共和国职业分类大典 by 大类, 中类 and 小类, or only the
 * green, digital or new ones (?class=2-02-10&filter=green), paged.
 */
export default function OccupationBrowsePage() {
  const [params, setParams] = useSearchParams();
  const { classCode, filter } = readDadianState(params);
  const paging = readPaging(params);
  const tree = useLoad(getOccupationClassTree, 'occupation-classes');
  const body = {
    PageIndex: paging.page,
    PageSize: paging.size,
    ...(classCode ? { ClassCode: classCode } : {}),
    ...(filter === 'green' || filter === 'digital' ? { Mark: filter } : {}),
    ...(filter === 'new' ? { New: true } : {}),
  };
  const list = useLoad(() => getOccupationList(body), JSON.stringify(body));
  const roots = tree.data ?? [];
  const trail = classTrail(roots, classCode);
  const changePage = (page: number, size: number) => {
    setParams(withPaging(params, paging, page, size));
    window.scrollTo?.({ top: 0 });
  };
  return (
    <div className="zy-container zy-prof-page" data-testid="occupation-browse-page">
      <ProfessionNav title="职业分类大典" sub="《中华人民共和国职业分类大典（2022年版）》征求意见稿，以及2024年、2025年发布的新职业" />
      <Segment data-testid="occupation-classes">
        <div className="zy-prof-filter">
          <span className="zy-prof-filter-title">筛选：</span>
          <div className="zy-prof-filter-choices">
            {FILTERS.map(([f, text]) => (
              <Link key={f || 'all'} to={professionPaths.dadian(classCode, f)} replace className={`zy-prof-choice${f === filter ? ' active' : ''}`} data-testid={`filter-${f || 'all'}`}>
                {text}
              </Link>
            ))}
          </div>
        </div>
        {tree.loading && !tree.data ? <PageLoader /> : null}
        {tree.error ? <EmptyState icon="warning circle" text={tree.error.message} testId="classes-error" /> : null}
        {roots.length ? (
          <>
            <p className="zy-muted" data-testid="occupation-class-summary">
              共 {roots.length} 个大类。征求意见稿中部分中类、小类只有编码，名称未收录；已公布编码的新职业只计入所属大类。
            </p>
            <OccupationClassPicker tree={roots} code={classCode} />
          </>
        ) : null}
      </Segment>
      <Segment data-testid="occupation-results">
        <h3 data-testid="occupation-results-title">
          {trail.length ? trail.map((c) => className(c)).join(' › ') : '全部大类'}
          {filter ? ` · ${FILTERS.find(([f]) => f === filter)?.[1]}` : ''}
        </h3>
        <ProfessionResults result={list} paging={paging} onPage={changePage} empty="该分类下没有符合条件的职业" />
      </Segment>
      <DadianSource />
    </div>
  );
}
