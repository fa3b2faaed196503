import { Link, useLocation } from 'react-router';
import { Label, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { getCollegeCompare } from '../api/get-college-compare';
import { useContrast } from '../hooks/useContrast';
import { useLoad } from '@/lib/use-load';
import { CONTRAST_MAX, CONTRAST_MIN, orderLike } from '../lib/contrast';
import { collegePaths } from '../lib/paths';
import { CommonMajors } from './CommonMajors';
import { CompareAdd } from './CompareAdd';
import { CompareTable } from './CompareTable';
import { PageHead } from './PageHead';
import '../college.css';

/** /college-compareCollege and /query/compare: the colleges of the stored compare list side by side. */
export default function ComparePage() {
  const { list, remove } = useContrast();
  const paths = collegePaths(useLocation().pathname);
  const ids = list.map((e) => e.Id);
  const enough = ids.length >= CONTRAST_MIN;
  const result = useLoad(() => getCollegeCompare(ids), enough ? ids.join(',') : null);
  const colleges = result.data ? orderLike(result.data.List ?? [], ids) : [];

  return (
    <div className="zy-container zy-college-page" data-testid="compare-page">
      <PageHead title="院校对比" current="compare" />
      <Segment className="zy-compare-chosen" data-testid="compare-chosen">
        <span>
          已选院校（{list.length}/{CONTRAST_MAX}）：
        </span>
        {list.length ? null : <span className="zy-muted">暂无</span>}
        {list.map((e) => (
          <Label key={e.Id} data-testid={`compare-chip-${e.Id}`}>
            {e.CollegeName || e.Id}
            <button type="button" className="zy-link-button zy-label-remove" aria-label={`移除${e.CollegeName || e.Id}`} onClick={() => remove(e.Id)} data-testid={`compare-chip-remove-${e.Id}`}>
              ×
            </button>
          </Label>
        ))}
      </Segment>
      <CompareAdd />
      {!enough ? (
        <EmptyState icon="balance scale" text={`请至少选择 ${CONTRAST_MIN} 所院校进行对比（最多 ${CONTRAST_MAX} 所）`} testId="compare-hint">
          <p className="zy-muted">可在上方查找院校，或在院校库、院校详情页勾选“加入对比”。</p>
          <Link to={paths.list} className="ui primary button" data-testid="compare-hint-list">
            去院校库挑选
          </Link>
        </EmptyState>
      ) : null}
      {enough && result.loading && !result.data ? <PageLoader /> : null}
      {enough && result.error ? <EmptyState icon="warning circle" text={result.error.message} testId="compare-error" /> : null}
      {enough && result.data ? (
        <>
          <CompareTable colleges={colleges} onRemove={remove} />
          <CommonMajors count={result.data.CommonMajorCount} majors={result.data.CommonMajors} />
        </>
      ) : null}
    </div>
  );
}
