import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { getIndustryList } from '../api/get-industry-list';
import { useLoad } from '@/lib/use-load';
import { professionPaths } from '../lib/paths';
import { Attribution } from './Attribution';
import { IndustryGrid } from './IndustryGrid';
import { ProfessionNav } from './ProfessionNav';
import '../profession.css';

/** /industry: every occupational field with its description and occupation count. */
export default function IndustryPage() {
  const fields = useLoad(getIndustryList, 'fields');
  const list = fields.data ?? [];
  return (
    <div className="zy-container zy-prof-page" data-testid="industry-page">
      <ProfessionNav title="行业" sub="按美国标准职业分类（SOC）的职业大类划分，点击查看行业内的职业与对口专业" />
      <Segment>
        {fields.loading && !fields.data ? <PageLoader /> : null}
        {fields.error ? <EmptyState icon="warning circle" text={fields.error.message} testId="industry-error" /> : null}
        {fields.data ? (
          <>
            <p className="zy-muted" data-testid="industry-total">
              共 {list.length} 个行业
            </p>
            <IndustryGrid industries={list} to={professionPaths.industry} describe />
          </>
        ) : null}
      </Segment>
      <Attribution />
    </div>
  );
}
