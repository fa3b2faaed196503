import { useEffect, useState, type FormEvent } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { ProvinceSelect } from '../ProvinceSelect';
import { YearSelect } from '../YearSelect';
import type { AdmissionProvince } from '../../types';
import { OptionSelect } from './OptionSelect';
import { RangeInputs } from './RangeInputs';
import { SubjectFilter } from './SubjectFilter';
import { parseBound, rangeError, type SearchState } from './search-state';

export interface SearchChoices {
  provinces: AdmissionProvince[];
  province: AdmissionProvince | null;
  years: number[];
  year: number | null;
  tracks: string[];
  track: string;
  batches: string[];
  batch: string;
}

const NAME_MAX = 30;
const text = (v: number | null) => (v === null ? '' : String(v));

/**
 * The search form of the result and plan pages: province, year, track and batch apply at once;
 * the name boxes and the score/rank ranges apply with 查询 (a bad range is said, not sent).
 */
export function SearchForm({ choices, state, withMajor, withRanges, onChange, onInvalid, testId }: {
  choices: SearchChoices;
  state: SearchState;
  withMajor: boolean;
  withRanges: boolean;
  onChange: (next: Partial<SearchState>) => void;
  /** Told at every 查询 what is wrong with the boxes ('' when nothing), so the page can stop showing the old answer. */
  onInvalid?: (message: string) => void;
  testId: string;
}) {
  const [name, setName] = useState(state.name);
  const [major, setMajor] = useState(state.major);
  const [smin, setSmin] = useState(text(state.scoreMin));
  const [smax, setSmax] = useState(text(state.scoreMax));
  const [rmin, setRmin] = useState(text(state.rankMin));
  const [rmax, setRmax] = useState(text(state.rankMax));
  const [error, setError] = useState('');
  useEffect(() => {
    setName(state.name);
    setMajor(state.major);
    setSmin(text(state.scoreMin));
    setSmax(text(state.scoreMax));
    setRmin(text(state.rankMin));
    setRmax(text(state.rankMax));
  }, [state.name, state.major, state.scoreMin, state.scoreMax, state.rankMin, state.rankMax]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const s = [parseBound(smin), parseBound(smax)] as const;
    const r = [parseBound(rmin), parseBound(rmax)] as const;
    const bad = withRanges ? rangeError(s[0], s[1], '分数') || rangeError(r[0], r[1], '位次') : '';
    setError(bad);
    onInvalid?.(bad);
    if (bad) return;
    onChange({
      name: name.trim(),
      major: withMajor ? major.trim() : '',
      ...(withRanges ? { scoreMin: s[0] ?? null, scoreMax: s[1] ?? null, rankMin: r[0] ?? null, rankMax: r[1] ?? null } : {}),
    });
  };
  const c = choices;
  return (
    <Segment className="zy-admission-form zy-enroll-form">
      <form className="ui form" onSubmit={apply} data-testid={testId}>
        <div className="four fields">
          <div className="field">
            <label htmlFor={`${testId}-province`}>招生地区</label>
            <ProvinceSelect id={`${testId}-province`} provinces={c.provinces} value={c.province?.ProvinceId ?? null} onChange={(province) => onChange({ province, year: null, track: '', batch: '' })} testId={`${testId}-province`} />
          </div>
          <div className="field">
            <label htmlFor={`${testId}-year`}>年份</label>
            <YearSelect id={`${testId}-year`} years={c.years} value={c.year} onChange={(year) => onChange({ year })} testId={`${testId}-year`} />
          </div>
          <div className="field">
            <label htmlFor={`${testId}-track`}>科类</label>
            <OptionSelect id={`${testId}-track`} options={c.tracks} value={c.track} onChange={(track) => onChange({ track, batch: '' })} testId={`${testId}-track`} />
          </div>
          <div className="field">
            <label htmlFor={`${testId}-batch`}>批次</label>
            <OptionSelect id={`${testId}-batch`} options={c.batches} value={c.batch} onChange={(batch) => onChange({ batch })} testId={`${testId}-batch`} />
          </div>
        </div>
        <div className="four fields">
          <div className="field">
            <label htmlFor={`${testId}-name`}>院校名称</label>
            <input id={`${testId}-name`} placeholder="输入院校名称" maxLength={NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} data-testid={`${testId}-name`} />
          </div>
          {withMajor ? (
            <div className="field">
              <label htmlFor={`${testId}-major`}>专业名称</label>
              <input id={`${testId}-major`} placeholder="输入专业名称" maxLength={NAME_MAX} value={major} onChange={(e) => setMajor(e.target.value)} data-testid={`${testId}-major`} />
            </div>
          ) : null}
          {withRanges ? <RangeInputs id={`${testId}-score`} label="最低分范围" min={smin} max={smax} onMin={setSmin} onMax={setSmax} testId={`${testId}-score`} /> : null}
          {withRanges ? <RangeInputs id={`${testId}-rank`} label="最低位次范围" min={rmin} max={rmax} onMin={setRmin} onMax={setRmax} testId={`${testId}-rank`} /> : null}
          <div className="field zy-enroll-submit">
            <label>&nbsp;</label>
            <Button primary type="submit" data-testid={`${testId}-submit`}>
              查询
            </Button>
          </div>
        </div>
        <SubjectFilter value={state.subjects} onChange={(subjects) => onChange({ subjects })} testId={`${testId}-subjects`} />
        {error ? (
          <p className="zy-error-text" role="alert" data-testid={`${testId}-error`}>
            {error}
          </p>
        ) : null}
      </form>
    </Segment>
  );
}
