import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { examProvinceAtom } from '@/lib/site-config';
import { trackName, useStudentContext } from '@/lib/student-context';
import { useLoad } from '@/lib/use-load';
import { getAdmissionMajor } from '@/features/admission/api/results-get-admission-major';
import { getResultQueryParameters } from '@/features/admission/api/results-get-query-parameters';
import type { ResultItem } from '@/features/admission/api/results-types';
import { ChoiceButtons } from '@/features/admission/components/ChoiceButtons';
import { enrollPaths } from '@/features/admission/components/enroll/paths';
import { RankLegend } from '@/features/admission/components/enroll/RankLegend';
import { ResultTable } from '@/features/admission/components/enroll/ResultTable';
import { AddToWishButton } from '@/features/wishtable/components/AddToWishButton';
import { WishYearChoice } from '@/features/wishtable/components/WishYearChoice';
import { useLineWish } from '@/features/wishtable/hooks/useLineWish';
import { majorLinesChoice } from '../lib/major-lines';
import '@/features/admission/admission.css';
import '@/features/admission/components/enroll/enroll.css';

// The rows carry their own college; the page has none.
const NO_COLLEGE = { code: '', name: '' };

/**
 * 在本省的录取分数: the newest major-level lines of the header's province whose major name holds
 * this major's, highest first, each with 加入志愿表 where it names a unit of the province's
 * filling rule. A province that publishes no line per major says so and points to the schools.
 */
export function MajorAdmissionLines({ majorName }: { majorName: string }) {
  const province = useAtomValue(examProvinceAtom);
  const pid = province?.ProvinceId ?? null;
  const student = useStudentContext();
  const own = student && student.provinceId === pid && student.track ? trackName(student.track) : null;
  const [picked, setPicked] = useState<string | null>(null);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  // Keyed by province, so a stale answer of the previous province never picks this one's year.
  const params = useLoad(async () => ({ pid, answer: await getResultQueryParameters(pid!) }), pid ? `major-lines-params:${pid}` : null);
  const held = params.data?.pid === pid ? params.data.answer : null;
  const choice = majorLinesChoice(held, own, picked);
  const body = pid && choice.year && choice.track
    ? { ProvinceId: pid, Year: choice.year, Track: choice.track, MajorName: majorName, PageIndex: paging.page, PageSize: paging.size }
    : null;
  const lines = useLoad(() => getAdmissionMajor(body!), body ? `major-lines:${JSON.stringify(body)}` : null);
  const wish = useLineWish(pid, NO_COLLEGE, 'major');
  const page = lines.data;
  const rows = page?.List ?? [];
  const addable = rows.some((r) => wish.targetOf(r));
  const cell = (r: ResultItem) => {
    const target = wish.targetOf(r);
    return target ? <AddToWishButton key={target.year} target={target} testId="major-line-add" /> : null;
  };
  const pickTrack = (t: string) => {
    setPicked(t);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <Segment className="zy-major-lines" data-testid="major-admission-lines">
      <Header as="h3">
        在本省的录取分数
        {province ? <span className="zy-muted zy-small">（{province.ProvinceName}）</span> : null}
      </Header>
      {!province ? <p className="zy-muted" data-testid="major-lines-no-province">请先在页头选择所在省份，查看开设本专业的院校在本省的录取分数。</p> : null}
      {params.error || lines.error ? <p className="zy-muted" data-testid="major-lines-error">{(params.error ?? lines.error)?.message}</p> : null}
      {pid && !held && params.loading ? <PageLoader /> : null}
      {province && held && choice.year === null ? (
        <p className="zy-muted" data-testid="major-lines-none">
          {province.ProvinceName}没有公布按专业的投档 / 录取分数（只有院校或专业组的投档线），各校专业组的分数见
          <Link to={`/enroll-data?province=${pid}`}>院校投档线</Link>或各院校页面。
        </p>
      ) : null}
      {province && choice.year && choice.tracks.length > 1 ? (
        <ChoiceButtons options={choice.tracks.map((t) => ({ key: t, name: t }))} value={choice.track} onChange={pickTrack} testId="major-lines-tracks" itemTestId="major-lines-track" />
      ) : null}
      {body && lines.loading && !page ? <PageLoader /> : null}
      {province && page && !rows.length ? (
        <p className="zy-muted" data-testid="major-lines-empty">
          {choice.year}年{province.ProvinceName}{choice.track}没有专业名称含“{majorName}”的录取分数。
        </p>
      ) : null}
      {province && page && rows.length ? (
        <div className={lines.loading ? 'zy-loading' : undefined}>
          <p className="zy-muted" data-testid="major-lines-summary">
            {choice.year}年 {province.ProvinceName} {choice.track}：专业名称含“{majorName}”的录取分数共 {page.Total} 条，按最低分从高到低
          </p>
          {addable || wish.picked ? <WishYearChoice years={wish.years} value={wish.year} onChange={wish.setYear} testId="major-lines-wish-year" /> : null}
          <ResultTable
            rows={rows}
            major
            context="search"
            schoolLink={(c) => enrollPaths.dataInfo(c, pid)}
            action={addable ? { header: '志愿表', cell } : undefined}
            testId="major-lines-table"
          />
          <RankLegend />
          <Pager total={page.Total} page={paging.page} size={paging.size} onChange={(p, s) => setPaging({ page: p, size: s })} testId="major-lines-pager" />
        </div>
      ) : null}
    </Segment>
  );
}
