import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { examProvinceAtom } from '@/lib/site-config';
import { useArticleList } from '../hooks/useArticleList';
import { KINDS } from '../lib/kinds';
import { listParams, readListState, type ListState } from '../lib/list-url';
import type { ArticleKind } from '../types';
import { ArticleList } from './ArticleList';
import { CategoryTabs } from './CategoryTabs';
import { ContentCrumbs } from './ContentCrumbs';
import { KeywordForm } from './KeywordForm';
import '../content.css';

/**
 * /newslist (资讯) and /noticelist (公告): the items for the visitor's province (and the national
 * ones), newest first, paged. News also has category tabs and a title filter. The filter and the
 * page live in the address (?category=&keyword=&page=&size=).
 */
export default function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const info = KINDS[kind];
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const province = useAtomValue(examProvinceAtom);
  const provinceId = province?.ProvinceId ? Number(province.ProvinceId) : undefined;
  const list = useArticleList(kind, state, provinceId);
  const go = (next: Partial<ListState>) => setParams(listParams({ ...state, ...next }));
  const turnPage = (page: number, size: number) => {
    go({ page, size });
    window.scrollTo?.(0, 0);
  };
  const filtered = info.filters && Boolean(state.category || state.keyword);
  return (
    <div className="zy-container zy-content-page" data-testid={`${kind}-list-page`}>
      <ContentCrumbs steps={[]} current={info.title} />
      <header className="zy-content-head">
        <h1>{info.title}</h1>
        <p className="zy-muted" data-testid="article-list-scope">
          {province?.ProvinceName ? `当前地区：${province.ProvinceName}，显示全国通用和${province.ProvinceName}的${info.noun}。` : `未选择高考地区，显示全部${info.noun}。`}
        </p>
      </header>
      {info.filters ? (
        <div className="zy-article-filters">
          <CategoryTabs active={state.category} onSelect={(category) => go({ category, page: 1 })} provinceId={provinceId} />
          <KeywordForm
            keyword={state.keyword}
            onSubmit={(keyword) => go({ keyword, page: 1 })}
            label="按标题筛选资讯"
            placeholder="输入标题中的词，最多20个字"
            testId="news-filter"
          />
        </div>
      ) : null}
      <Segment>
        <ArticleList kind={kind} list={list} empty={filtered ? `没有符合条件的${info.noun}` : info.empty} onPage={turnPage} />
      </Segment>
    </div>
  );
}
