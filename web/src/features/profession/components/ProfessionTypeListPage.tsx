import { Link, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { getIndustryInfo } from '../api/get-industry-info';
import { getIndustryList } from '../api/get-industry-list';
import { useLoad } from '@/lib/use-load';
import { professionPaths } from '../lib/paths';
import { Attribution } from './Attribution';
import { ProfessionNav } from './ProfessionNav';
import '../profession.css';

const typeListOf = (id: string) => `${professionPaths.typeList}?CategoryId=${encodeURIComponent(id)}`;

/** /profession-typelist: pick a field on the left, see all its occupations grouped on the right. */
export default function ProfessionTypeListPage() {
  const [params] = useSearchParams();
  const fields = useLoad(getIndustryList, 'fields');
  const list = fields.data ?? [];
  const wanted = (params.get('CategoryId') ?? '').trim();
  const activeId = list.some((f) => f.ID === wanted) ? wanted : (list[0]?.ID ?? '');
  const info = useLoad(() => getIndustryInfo(activeId), activeId || null);
  const active = info.data;

  return (
    <div className="zy-container zy-prof-page" data-testid="profession-typelist-page">
      <ProfessionNav title="职业分类" sub="按行业查看全部职业" />
      {fields.loading && !fields.data ? <PageLoader /> : null}
      {fields.error ? <EmptyState icon="warning circle" text={fields.error.message} testId="fields-error" /> : null}
      {list.length ? (
        <div className="zy-prof-typelist">
          <nav className="ui vertical menu zy-prof-picker" data-testid="field-picker" aria-label="行业">
            {list.map((f) => (
              <Link key={f.ID} to={typeListOf(f.ID)} replace className={`item${f.ID === activeId ? ' active' : ''}`} data-testid={`field-pick-${f.ID}`}>
                {f.Name}
                <span className="ui label">{f.Count}</span>
              </Link>
            ))}
          </nav>
          <Segment className="zy-prof-group" data-testid="field-group">
            {!active && info.loading ? <PageLoader /> : null}
            {info.error ? <EmptyState icon="warning circle" text={info.error.message} testId="group-error" /> : null}
            {active ? (
              <>
                <div className="zy-prof-section-head">
                  <h3 data-testid="field-group-name">{active.Name}</h3>
                  <Link to={professionPaths.industry(active.ID)}>行业详情</Link>
                </div>
                <p className="zy-muted">{active.Description}</p>
                <ul className="zy-prof-names" data-testid="field-group-list">
                  {(active.Professions ?? []).map((p) => (
                    <li key={p.ID}>
                      <Link to={professionPaths.detail(p.ID)}>
                        {p.ProfessionName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Segment>
        </div>
      ) : null}
      <Attribution source={active?.Source} />
    </div>
  );
}
