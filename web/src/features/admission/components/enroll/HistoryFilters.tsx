import type { SchoolFacet } from '../../api/results-types';
import { YearSelect } from '../YearSelect';
import { facetBatches, facetTracks, facetYears, type HistoryFilter } from './history';
import { OptionSelect } from './OptionSelect';

/** Year, track and batch of a school's lines, as the server lists them for the school. */
export function HistoryFilters({ facets, value, onChange, testId }: {
  facets: SchoolFacet[];
  value: HistoryFilter;
  onChange: (f: HistoryFilter) => void;
  testId: string;
}) {
  return (
    <div className="ui form zy-history-filters" data-testid={testId}>
      <div className="three fields">
        <div className="field">
          <label htmlFor={`${testId}-year`}>年份</label>
          <YearSelect id={`${testId}-year`} years={facetYears(facets)} value={value.year} onChange={(year) => onChange({ ...value, year })} testId={`${testId}-year`} />
        </div>
        <div className="field">
          <label htmlFor={`${testId}-track`}>科类</label>
          <OptionSelect id={`${testId}-track`} options={facetTracks(facets, value.year)} value={value.track} onChange={(track) => onChange({ ...value, track, batch: '' })} testId={`${testId}-track`} />
        </div>
        <div className="field">
          <label htmlFor={`${testId}-batch`}>批次</label>
          <OptionSelect id={`${testId}-batch`} options={facetBatches(facets, value.year, value.track)} value={value.batch} onChange={(batch) => onChange({ ...value, batch })} testId={`${testId}-batch`} />
        </div>
      </div>
    </div>
  );
}
