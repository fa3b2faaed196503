import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { Pager } from '@/components/Pager';
import { ApiCode } from '@/lib/api-client';
import { getMajorCategoryDetail } from '../api/get-major-category-detail';
import { getSpecialtyList } from '../api/get-specialty-list';
import { useLoad } from '@/lib/use-load';
import { isVocational, levelOfApi } from '../lib/levels';
import { majorPaths } from '../lib/paths';
import { pagingParams, readCategoryCode, readPaging } from '../lib/url-state';
import { CategoryHeader } from './CategoryHeader';
import { LoadState } from './LoadState';
import { MajorTable } from './MajorTable';
import { MarkLegend } from './MarkLegend';
import { PageHead } from './PageHead';
import '../major.css';

/** /specialty-list and /query/majorlist?code=08|0809 (or a vocational 51|5102): the majors of a group, paged. */
export default function MajorListPage() {
  const [params, setParams] = useSearchParams();
  const code = readCategoryCode(params);
  const paging = useMemo(() => readPaging(params), [params]);
  const detail = useLoad(() => getMajorCategoryDetail(code), code || null);
  const isClass = code.length === 4;
  const body = { ...(isClass ? { ClassCode: code } : { CategoryCode: code }), PageIndex: paging.page, PageSize: paging.size };
  const list = useLoad(() => getSpecialtyList(body), detail.data ? JSON.stringify(body) : null);
  const paths = majorPaths(useLocation().pathname);

  const notFound = !code || detail.error?.code === ApiCode.NotFound || detail.error?.code === ApiCode.Invalid;
  if (notFound) {
    return (
      <div className="zy-container zy-major-page" data-testid="major-list-page">
        <PageHead title="专业列表" />
        <EmptyState icon="search" text={code ? `未找到代码为 ${code} 的学科门类或专业类` : '请从专业库中选择学科门类或专业类'} testId="major-not-found">
          <Button as={Link} to={paths.catalog} primary>
            返回专业库
          </Button>
        </EmptyState>
      </div>
    );
  }

  const d = detail.data;
  const vocational = isVocational(d?.CatalogLevel);
  const changePage = (page: number, size: number) => {
    setParams(pagingParams(params, paging, page, size));
    window.scrollTo?.({ top: 0 });
  };
  return (
    <div className="zy-container zy-major-page" data-testid="major-list-page">
      <PageHead title={d ? `${d.Name}（${d.Code}）` : '专业列表'} sub={d ? `${vocational ? `${levelOfApi(d.CatalogLevel).name} · ` : ''}${d.Level} · 共 ${(d.Majors ?? []).length} 个专业` : null} />
      <LoadState state={detail} testId="major-category" />
      {d ? (
        <Segment>
          <CategoryHeader detail={d} />
          <LoadState state={list} testId="major-list" />
          {list.data && !list.data.List?.length ? <EmptyState text="该分类下暂无专业" testId="major-list-empty" /> : null}
          {list.data?.List?.length ? <MajorTable majors={list.data.List} showClass={!isClass} /> : null}
          {list.data && list.data.Total > 0 ? <Pager total={list.data.Total} page={paging.page} size={paging.size} onChange={changePage} /> : null}
          {vocational ? null : <MarkLegend />}
        </Segment>
      ) : null}
    </div>
  );
}
