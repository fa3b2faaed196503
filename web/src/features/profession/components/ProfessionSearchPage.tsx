import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { searchProfessionByInterestCode } from '../api/search-profession-by-interest-code';
import { searchProfessionByName } from '../api/search-profession-by-name';
import { useLoad } from '@/lib/use-load';
import { normaliseInterestCode } from '../lib/interest-code';
import { readPaging, withPaging } from '../lib/paging';
import { describeCode } from '../lib/riasec';
import type { Paged, ProfessionItem } from '../types';
import { Attribution } from './Attribution';
import { DadianSource } from './DadianSource';
import { InterestSearchForm } from './InterestSearchForm';
import { NameSearchForm } from './NameSearchForm';
import { ProfessionNav } from './ProfessionNav';
import { ProfessionResults } from './ProfessionResults';
import '../profession.css';

type Mode = { kind: 'code'; value: string } | { kind: 'name'; value: string } | null;

function readMode(params: URLSearchParams): Mode {
  if (params.has('InterestCode')) return { kind: 'code', value: normaliseInterestCode(params.get('InterestCode') ?? '') };
  if (params.has('Name')) return { kind: 'name', value: (params.get('Name') ?? '').trim() };
  return null;
}

/**
 * /profession-seachlist: occupations by name (`?Name=`) or by Holland code (`?InterestCode=`),
 * paged. The server checks the input; its message shows in place of the results.
 */
export default function ProfessionSearchPage() {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  const paging = readPaging(params);
  const base = { PageIndex: paging.page, PageSize: paging.size };
  const key = mode ? JSON.stringify([mode, base]) : null;
  const result = useLoad<Paged<ProfessionItem>>(
    () => (mode?.kind === 'code' ? searchProfessionByInterestCode({ ...base, InterestCode: mode.value }) : searchProfessionByName({ ...base, Name: mode?.value ?? '' })),
    key,
  );
  const changePage = (page: number, size: number) => {
    setParams(withPaging(params, paging, page, size));
    window.scrollTo?.({ top: 0 });
  };

  let sub = '按职业名称或霍兰德兴趣代码查找职业';
  if (mode?.kind === 'name' && mode.value) sub = `职业名称包含“${mode.value}”`;
  if (mode?.kind === 'code' && mode.value) sub = `兴趣代码以“${mode.value}”开头${describeCode(mode.value) ? `（${describeCode(mode.value)}）` : ''}`;

  return (
    <div className="zy-container zy-prof-page" data-testid="profession-search-page">
      <ProfessionNav title="职业搜索" sub={sub} />
      <Segment className="zy-prof-search-forms">
        <div>
          <h4>按职业名称</h4>
          <NameSearchForm key={`n-${mode?.kind === 'name' ? mode.value : ''}`} initial={mode?.kind === 'name' ? mode.value : ''} />
        </div>
        <div>
          <h4>按兴趣代码</h4>
          <InterestSearchForm key={`c-${mode?.kind === 'code' ? mode.value : ''}`} initial={mode?.kind === 'code' ? mode.value : ''} explain={false} />
        </div>
      </Segment>
      <Segment data-testid="search-results">
        {mode ? (
          <ProfessionResults result={result} paging={paging} onPage={changePage} empty="没有找到相关职业，换个关键词试试" />
        ) : (
          <EmptyState icon="search" text="请输入职业名称或兴趣代码开始查找" testId="search-prompt" />
        )}
      </Segment>
      <Attribution />
      <DadianSource />
    </div>
  );
}
