import { Link } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { getIndustryList } from '../api/get-industry-list';
import { useLoad } from '@/lib/use-load';
import { professionPaths } from '../lib/paths';
import { Attribution } from './Attribution';
import { DadianHome } from './DadianHome';
import { HotProfessions } from './HotProfessions';
import { IndustryGrid } from './IndustryGrid';
import { InterestSearchForm } from './InterestSearchForm';
import { NameSearchForm } from './NameSearchForm';
import { ProfessionNav } from './ProfessionNav';
import '../profession.css';

/** /profession: search by name or by Holland code, 职业分类大典's 大类, the O*NET fields with counts and the hot list. */
export default function ProfessionHomePage() {
  const fields = useLoad(getIndustryList, 'fields');
  const total = fields.data?.reduce((n, f) => n + f.Count, 0);
  return (
    <div className="zy-container zy-prof-page" data-testid="profession-home">
      <ProfessionNav title="职业库" sub={total ? `收录美国 O*NET 职业 ${total} 个（分属 ${fields.data?.length} 个行业），以及《中华人民共和国职业分类大典》的职业` : '了解职业，找到适合自己的方向'} />
      <Segment data-testid="name-search">
        <h3>按职业名称查找</h3>
        <NameSearchForm />
      </Segment>
      <Segment data-testid="interest-search">
        <h3>按霍兰德兴趣代码查找</h3>
        <p className="zy-muted">
          霍兰德职业兴趣理论把兴趣分为六种类型。选出最符合你的 1～3 种（按符合程度排序），即可找到兴趣代码以此开头的职业。还不清楚自己的类型？可以先做
          <Link to="/holland-test">霍兰德职业兴趣测评</Link>。
        </p>
        <InterestSearchForm />
      </Segment>
      <DadianHome />
      <div className="zy-prof-columns">
        <Segment className="zy-prof-main" data-testid="home-fields">
          <div className="zy-prof-section-head">
            <h3>按行业浏览（美国 O*NET 职业）</h3>
            <Link to={professionPaths.industries}>查看行业介绍</Link>
          </div>
          {fields.loading && !fields.data ? <PageLoader /> : null}
          {fields.error ? <EmptyState icon="warning circle" text={fields.error.message} testId="fields-error" /> : null}
          {fields.data ? <IndustryGrid industries={fields.data} to={professionPaths.list} /> : null}
        </Segment>
        <Segment className="zy-prof-side">
          <HotProfessions />
        </Segment>
      </div>
      <Attribution />
    </div>
  );
}
