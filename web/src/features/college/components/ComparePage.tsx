import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import { Label, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { examProvinceAtom } from '@/lib/site-config';
import { rankOf } from '@/features/admission/components/enroll/figures';
import { getCollegeCompare } from '../api/get-college-compare';
import { useCompareAdmission } from '../hooks/useCompareAdmission';
import { useContrast } from '../hooks/useContrast';
import { useLoad } from '@/lib/use-load';
import { planSummary, trackLines } from '../lib/compare-admission';
import { CONTRAST_MAX, CONTRAST_MIN, orderLike } from '../lib/contrast';
import { collegePaths } from '../lib/paths';
import { CommonMajors } from './CommonMajors';
import { CompareAdd } from './CompareAdd';
import { CompareSources } from './CompareSources';
import { CompareTable, type CompareAdmission, type CompareFacts } from './CompareTable';
import { PageHead } from './PageHead';
import { useAdmissionChoice } from './useAdmissionChoice';
import type { AdmissionChoice } from './useAdmissionChoice';
import '@/features/admission/admission.css';
import '@/features/admission/components/enroll/enroll.css';
import '../college.css';

/** The province the page reads (the header's) and the track, which the visitor may change here. */
function CompareWhereBar({ provinceName, choice, onTrack }: { provinceName: string; choice: AdmissionChoice; onTrack: (track: string) => void }) {
  const tracks = choice.tracks?.filter((t) => t.key) ?? [];
  return (
    <Segment className="zy-compare-where" data-testid="compare-where">
      <div className="zy-choice-row">
        <span className="zy-choice-label">招生省份：</span>
        <span className="zy-compare-where-value" data-testid="compare-where-province">
          {choice.examName || provinceName}
          <span className="zy-muted zy-small">（在页头切换省份）</span>
        </span>
      </div>
      {tracks.length ? (
        <div className="zy-choice-row" role="group" aria-label="科类">
          <span className="zy-choice-label">科类：</span>
          <div className="zy-choice-list">
            {tracks.map((t) => (
              <button
                type="button"
                key={t.key}
                className={`zy-choice${t.key === choice.track ? ' active' : ''}`}
                aria-pressed={t.key === choice.track}
                onClick={() => onTrack(t.key)}
                data-testid={`compare-track-${t.key}`}
              >
                {t.name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </Segment>
  );
}

/**
 * /college-compareCollege and /query/compare: the colleges of the stored compare list side by
 * side, read for the visitor's province (the header's) and track (the signed-in student's, else
 * the province's first; changeable here).
 */
export default function ComparePage() {
  const { list, remove } = useContrast();
  const paths = collegePaths(useLocation().pathname);
  const ids = list.map((e) => e.Id);
  const enough = ids.length >= CONTRAST_MIN;
  const idKey = ids.join(',');
  const result = useLoad(() => getCollegeCompare(ids), enough ? idKey : null);
  const colleges = useMemo(() => (result.data ? orderLike(result.data.List ?? [], idKey.split(',')) : []), [result.data, idKey]);

  const province = useAtomValue(examProvinceAtom);
  const pid = province?.ProvinceId ? Number(province.ProvinceId) : null;
  const [askedTrack, setAskedTrack] = useState<string | null>(null);
  const choice = useAdmissionChoice({ exam: null, year: null, track: askedTrack }, enough && pid !== null);
  const codes = colleges.map((c) => c.CollegeCode || c.Id);
  const loaded = useCompareAdmission(enough ? pid : null, codes);
  const trackName = choice.tracks?.find((t) => t.key === choice.track)?.name ?? '';

  const facts = useMemo(() => {
    if (!loaded.colleges || !trackName) return null;
    const map = new Map<string, CompareFacts>();
    colleges.forEach((c, i) => {
      const d = loaded.colleges![i];
      if (d) map.set(c.Id, { lines: trackLines(d, trackName), plan: planSummary(d.plans, trackName), error: d.error });
    });
    return map;
  }, [loaded.colleges, colleges, trackName]);

  // Settled without a track: the province has no admission results to read.
  const noTrack = !choice.loading && !choice.error && !trackName;
  const admission: CompareAdmission = {
    where: pid && province ? { provinceName: choice.examName || province.ProvinceName, track: trackName } : null,
    facts,
    error: choice.error || (noTrack ? `暂无${province?.ProvinceName ?? '该省'}的录取数据` : ''),
  };

  const shown = [...(facts?.values() ?? [])];
  const lineUses = shown.flatMap((f) => [f.lines.latest, f.lines.previous]).flatMap((l) => l?.rows.map((r) => ({ source: r.Source, year: r.Year })) ?? []);
  const planUses = shown.flatMap((f) => f.plan?.rows.map((r) => ({ source: r.Source, year: r.Year })) ?? []);
  const converted = shown.some((f) => [f.lines.latest, f.lines.previous].some((l) => l && rankOf(l.lowest).kind === 'converted'));

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
          {pid && province ? <CompareWhereBar provinceName={province.ProvinceName} choice={choice} onTrack={setAskedTrack} /> : null}
          <CompareTable colleges={colleges} onRemove={remove} admission={admission} />
          <CompareSources lines={lineUses} plans={planUses} catalogue={colleges.map((c) => c.Source)} converted={converted} />
          <CommonMajors count={result.data.CommonMajorCount} majors={result.data.CommonMajors} />
        </>
      ) : null}
    </div>
  );
}
