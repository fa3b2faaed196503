import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { isLoggedInAtom } from '@/lib/session';
import { examProvinceAtom } from '@/lib/site-config';
import { useLoad } from '@/lib/use-load';
import { getTeacherList } from '../api/get-teacher-list';
import { useMyBookings } from '../hooks/useMyBookings';
import { effectiveProvince, listParams, listQuery, readListState, type ListState } from '../lib/list-url';
import type { ExpertPage } from '../types';
import { ExpertCrumbs } from './ExpertCrumbs';
import { ExpertFilters } from './ExpertFilters';
import { ExpertResults } from './ExpertResults';
import { MyBookingsSection } from './MyBookingsSection';
import { NoGuaranteeNote } from './NoGuaranteeNote';
import '../experts.css';

/**
 * /expertlist (专家团队): the listed experts, those with free slots first, filtered by keyword,
 * specialty and province (the visitor's own unless they choose another), a page at a time; the
 * filters live in the address. Signed in, 我的预约 comes first.
 */
export default function ExpertListPage() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const own = useAtomValue(examProvinceAtom);
  const province = effectiveProvince(state, own?.ProvinceId ? Number(own.ProvinceId) : undefined);
  const query = listQuery(state, province);
  const list = useLoad<ExpertPage>(() => getTeacherList(query), JSON.stringify(query));
  const loggedIn = useAtomValue(isLoggedInAtom);
  const mine = useMyBookings();
  const go = (next: Partial<ListState>) => setParams(listParams({ ...state, ...next }));
  const filtered = Boolean(state.keyword || state.specialty || province);
  // An empty filtered page: is anybody listed at all? (The portal ships no experts.)
  const emptyFiltered = filtered && list.data?.Total === 0;
  const any = useLoad<ExpertPage>(() => getTeacherList({ PageIndex: 1, PageSize: 1 }), emptyFiltered ? 'any' : null);
  let noneListed: boolean | null = false;
  if (list.data?.Total === 0) noneListed = !filtered || (any.data ? any.data.Total === 0 : any.error ? false : null);
  return (
    <div className="zy-container zy-experts" data-testid="expert-list-page">
      <ExpertCrumbs current="专家团队" list={false} />
      <header className="zy-experts-head">
        <div>
          <h1>专家团队</h1>
          <p className="zy-muted">经平台审核入驻的升学规划老师，可预约视频或电话咨询，预约免费。</p>
        </div>
        <Link to="/expertsettlein" className="ui basic button" data-testid="expert-settle-link">
          我是专家，申请入驻
        </Link>
      </header>
      <NoGuaranteeNote />
      {loggedIn ? <MyBookingsSection mine={mine} onChanged={mine.reload} /> : null}
      <section className="zy-experts-section" aria-label="专家列表">
        <ExpertFilters
          keyword={state.keyword}
          specialty={state.specialty}
          province={province}
          specialties={list.data?.Specialties ?? []}
          onChange={(f) => go({ ...f, page: 1 })}
        />
        <ExpertResults
          list={list}
          noneListed={noneListed}
          onClear={() => go({ keyword: '', specialty: '', province: 0, page: 1 })}
          onPage={(page, size) => {
            go({ page, size });
            window.scrollTo?.(0, 0);
          }}
        />
      </section>
    </div>
  );
}
