import { useState } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Select } from '@/components/Select';
import { getProvinceIsFinalScore, getProvinceIsNewExam } from '@/features/college/api/score-query';
import { getUpgradeNewsList } from '@/features/content/api/get-upgrade-news-list';
import { examProvinceAtom, provinceListAtom } from '@/lib/site-config';
import { useStudentContext } from '@/lib/student-context';
import { useLoad } from '@/lib/use-load';
import { FillingCard } from './FillingCard';
import { MattersSteps } from './MattersSteps';
import { modeName } from './modes';
import './matters.css';

/**
 * 生涯管理 › 升学事项: for the student's province (or the one chosen here or in the header), the
 * exam mode of their year, the newest year's filling rule with its source, whether that year's
 * 一分一段 table is in, the steps of the admissions year with the portal's tool for each, and the
 * latest 升学资讯. Every fact comes from the admission data; a missing one is said to be missing.
 */
export default function EntranceMattersPage() {
  const ctx = useStudentContext();
  const header = useAtomValue(examProvinceAtom);
  const provinces = useAtomValue(provinceListAtom);
  const [picked, setPicked] = useState<number | null>(null);
  const provinceId = picked ?? ctx?.provinceId ?? header?.ProvinceId ?? null;
  const provinceName = provinces.find((p) => p.ProvinceId === provinceId)?.ProvinceName ?? (provinceId === ctx?.provinceId ? ctx?.provinceName : header?.ProvinceName) ?? '';

  const newest = useLoad(() => getProvinceIsFinalScore(provinceId!), provinceId ? `final:${provinceId}` : null);
  const year = newest.data?.Year ?? 0;
  const rules = useLoad(() => getProvinceIsNewExam(provinceId!, year), provinceId && year ? `rules:${provinceId}:${year}` : null);
  const examYear = ctx && ctx.provinceId === provinceId && ctx.examYear && ctx.examYear !== year ? ctx.examYear : 0;
  const own = useLoad(() => getProvinceIsNewExam(provinceId!, examYear), provinceId && examYear ? `rules:${provinceId}:${examYear}` : null);
  // The newest year's rule is often not verified yet (its filing results are not out): the year before is shown beside it.
  const unverified = rules.data?.Filling?.FillingUnit === '未核实';
  const before = useLoad(() => getProvinceIsNewExam(provinceId!, year - 1), provinceId && year && unverified ? `rules:${provinceId}:${year - 1}` : null);
  const earlier = unverified && before.data?.Filling && before.data.Filling.FillingUnit !== '未核实' ? before.data.Filling : undefined;
  const news = useLoad(() => getUpgradeNewsList({ PageIndex: 1, PageSize: 5 }), 'matters-rise');

  const options = [{ value: 0, text: '请选择省份' }, ...provinces.map((p) => ({ value: p.ProvinceId, text: p.ProvinceName }))];
  const failed = newest.error ?? rules.error;
  let facts;
  if (!provinceId) facts = <EmptyState icon="map marker alternate" text="请选择你参加高考的省份" testId="matters-no-province" />;
  else if (failed) facts = <EmptyState icon="warning circle" text={failed.message} testId="matters-error" />;
  else if (!rules.data) facts = <PageLoader lines={4} testId="matters-loading" />;
  else {
    facts = (
      <>
        <p data-testid="matters-mode">
          {provinceName} {year} 年：{modeName(rules.data.ExamMode)}
          {rules.data.RuleList?.length ? `，科类：${rules.data.RuleList.map((r) => r.Name).join('、')}` : ''}
        </p>
        {examYear && own.data ? (
          <p className="zy-matters-note" data-testid="matters-own-year">
            你的高考年份是 {examYear} 年：{modeName(own.data.ExamMode)}。下面是 {year} 年的规则，{examYear} 年的规则以省级教育考试院届时公布的为准。
          </p>
        ) : null}
        <h3>{year} 年志愿填报规则</h3>
        <FillingCard year={year} rule={rules.data.Filling} />
        {earlier ? (
          <div data-testid="matters-earlier">
            <h3>{year - 1} 年志愿填报规则（已核实，供参考）</h3>
            <FillingCard year={year - 1} rule={earlier} />
          </div>
        ) : null}
        <p data-testid="matters-rank-table">
          {newest.data?.IsFinalScore ? (
            <>
              {year} 年一分一段表已收录，<Link to={`/query-rank?province=${provinceId}`}>查位次</Link>。
            </>
          ) : (
            `${year} 年一分一段表本站尚未收录（各省一般在成绩公布后发布）${newest.data?.Basis && newest.data.TableYear ? `，位次先按 ${newest.data.TableYear} 年一分一段表换算` : ''}。`
          )}
        </p>
      </>
    );
  }
  return (
    <div className="zy-matters" data-testid="entrance-matters-page">
      <h1 className="zy-career-title">升学事项</h1>
      <Segment>
        <div className="zy-matters-head">
          <h2>本省的考试与填报规则</h2>
          <Select value={provinceId ?? 0} options={options} onChange={(v) => setPicked(v || null)} label="高考省份" testId="matters-province" compact />
        </div>
        {facts}
      </Segment>
      <Segment>
        <h2>升学步骤</h2>
        <MattersSteps mode={rules.data?.ExamMode} provinceId={provinceId} />
      </Segment>
      <Segment>
        <h2>升学资讯</h2>
        {news.data?.List?.length ? (
          <ul className="zy-matters-news" data-testid="matters-news">
            {news.data.List.map((n) => (
              <li key={n.Id}>
                <Link to={`/risenewsdetail?id=${encodeURIComponent(n.Id)}`}>{n.NewsTitle}</Link>
              </li>
            ))}
          </ul>
        ) : news.data ? (
          <p className="zy-muted">暂无升学资讯。</p>
        ) : null}
        <p>
          <Link to="/risenewslist">更多升学资讯</Link>
        </p>
      </Segment>
    </div>
  );
}
