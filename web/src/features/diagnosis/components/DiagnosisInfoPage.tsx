import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { Message, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { provinceListAtom } from '@/lib/site-config';
import { useLoad } from '@/lib/use-load';
import { BasisTag, rankBasis } from '@/components/BasisTag';
import { getLineDiagnosisArea, getLineDiagnosisPaged, getLineDiagnosisScore } from '../api/line-diagnosis';
import { readInfoQuery, toInfoParams, toPagedBody, withFilter, type InfoQuery } from '../lib/info-query';
import { AreaBars } from './AreaBars';
import { DiagnosisHead } from './DiagnosisHead';
import { DiagnosisTable } from './DiagnosisTable';
import { InfoFilters } from './InfoFilters';
import { ProfileIncomplete } from './ProfileIncomplete';
import '../diagnosis.css';

export const NOT_A_PROBABILITY = '这是与往年投档线的位次比较（位次法），不是录取概率：今年的招生计划、报考人数和专业组设置都会变化。';

/**
 * /diagnosis-info (login required): past school/group lines of the candidate's province and track,
 * nearest to the candidate's rank first (LineDiagnosisPaged), and where the reachable colleges are
 * (LineDiagnosisArea). The URL holds the year, province, 可达/冲刺 and the page.
 */
export default function DiagnosisInfoPage() {
  const [params, setParams] = useSearchParams();
  const q = useMemo(() => readInfoQuery(params), [params]);
  const body = toPagedBody(q);
  const paged = useLoad(() => getLineDiagnosisPaged(body), JSON.stringify(body));
  const area = useLoad(() => getLineDiagnosisArea(q.year ?? undefined), `area|${q.year ?? ''}`);
  const provinces = useAtomValue(provinceListAtom);
  // LineDiagnosisPaged gives the rank without its table's year: the score's diagnosis says
  // whether an earlier year's table converted it (before the exam year's is published).
  const score = useLoad(getLineDiagnosisScore, 'diagnosis-info-score');
  const basis = score.data?.Rank?.Found ? rankBasis(score.data.Rank) : null;

  const go = (next: InfoQuery) => setParams(toInfoParams(next));
  const change = (c: Partial<Pick<InfoQuery, 'year' | 'province' | 'reach'>>) => go(withFilter(q, c));
  const d = paged.data;
  const year = q.year ?? (d?.Year || null);
  const rows = d?.List ?? [];

  if (!d && paged.error) {
    return (
      <div className="zy-container zy-diagnosis-page" data-testid="diagnosis-info-page">
        <DiagnosisHead title="往年院校投档线对比" link={{ to: '/diagnosis', text: '返回分数诊断', testId: 'diagnosis-back' }} />
        <ProfileIncomplete message={paged.error.message} />
      </div>
    );
  }
  return (
    <div className="zy-container zy-diagnosis-page" data-testid="diagnosis-info-page">
      <DiagnosisHead title="往年院校投档线对比" link={{ to: '/diagnosis', text: '返回分数诊断', testId: 'diagnosis-back' }} />
      <Message info className="zy-diagnosis-about" data-testid="diagnosis-about">
        <p>
          按位次法，把你的位次
          {d?.Rank ? (
            <>
              <strong data-testid="diagnosis-info-rank">（{d.Rank}）</strong>
              {basis ? <BasisTag short={basis.short} full={basis.full} testId="diagnosis-info-rank-basis" /> : null}
            </>
          ) : null}
          与
          {year ? `${year}年` : '往年'}各院校（专业组）投档线的最低位次比较：位次差 = 投档线位次 − 你的位次，大于或等于0为“可达”（当年你排在最后一名投档考生之前或持平），小于0为“冲刺”。你的位次按同分考生中的最低位次计；各年考生人数不同，跨年直接比较位次只作参考。
        </p>
        <p>
          <strong>{NOT_A_PROBABILITY}</strong> 投档线位次优先用数据来源公布的“公布位次”（来源标“第三方汇编”的不是官方发布），没有公布时为本站按当年一分一段表由最低分推算的“换算位次”。
        </p>
        <p data-testid="diagnosis-subjects-note">新高考考生：选科要求与你的选科不符的投档线不列出；来源未公布选科要求的投档线照常列出，请以当年招生章程为准。</p>
      </Message>
      <AreaBars list={Array.isArray(area.data) ? area.data : []} year={year} current={q.province} onPick={(p) => change({ province: p })} />
      <Segment className={paged.loading ? 'zy-loading' : ''} data-testid="diagnosis-results">
        <InfoFilters q={q} years={d?.Years ?? []} year={year} provinces={provinces} onChange={change} />
        {d ? (
          <p className="zy-muted" data-testid="diagnosis-total">
            共 {d.Total} 条投档线
          </p>
        ) : null}
        {!d && paged.loading ? <PageLoader /> : null}
        {d && rows.length === 0 ? <EmptyState icon="search" text={d.Message || '没有符合条件的投档线'} testId="diagnosis-empty" /> : null}
        {rows.length ? <DiagnosisTable rows={rows} /> : null}
        {d && d.Total > 0 ? (
          <Pager total={d.Total} page={q.page} size={q.size} onChange={(page, size) => go({ ...q, page: size !== q.size ? 1 : page, size })} testId="diagnosis-pager" />
        ) : null}
      </Segment>
    </div>
  );
}
