import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { getIndustryList } from '../api/get-industry-list';
import { getProfessionList } from '../api/get-profession-list';
import { useLoad } from '@/lib/use-load';
import { readPaging, withPaging } from '../lib/paging';
import { Attribution } from './Attribution';
import { FieldFilter } from './FieldFilter';
import { ProfessionNav } from './ProfessionNav';
import { ProfessionResults } from './ProfessionResults';
import '../profession.css';

/** /profession-list: paged occupations, `?CategoryId=` keeps to one field. */
export default function ProfessionListPage() {
  const [params, setParams] = useSearchParams();
  const categoryId = (params.get('CategoryId') ?? '').trim();
  const paging = readPaging(params);
  const fields = useLoad(getIndustryList, 'fields');
  const body = { PageIndex: paging.page, PageSize: paging.size, ...(categoryId ? { CategoryId: categoryId } : {}) };
  const list = useLoad(() => getProfessionList(body), JSON.stringify(body));
  const current = fields.data?.find((f) => f.ID === categoryId);

  const pick = (id: string) => {
    const next = new URLSearchParams();
    if (id) next.set('CategoryId', id);
    if (paging.size !== 10) next.set('size', String(paging.size));
    setParams(next);
  };
  const changePage = (page: number, size: number) => {
    setParams(withPaging(params, paging, page, size));
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className="zy-container zy-prof-page" data-testid="profession-list-page">
      <ProfessionNav title="职业列表" sub={current ? `行业：${current.Name}` : '全部行业'} />
      <Segment>
        <FieldFilter fields={fields.data ?? []} value={categoryId} onPick={pick} />
      </Segment>
      <Segment>
        <ProfessionResults result={list} paging={paging} onPage={changePage} empty="该行业暂无职业" showIndustry={!categoryId} />
      </Segment>
      <Attribution />
    </div>
  );
}
