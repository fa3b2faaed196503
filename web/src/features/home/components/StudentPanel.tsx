import { Link } from 'react-router';
import { Button, Segment } from 'semantic-ui-react';
import { BasisTag, rankBasis } from '@/components/BasisTag';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getLineDiagnosisScore } from '@/features/diagnosis/api/line-diagnosis';
import { fmt, profileStep } from '@/features/diagnosis/lib/format';
import type { Diagnosis } from '@/features/diagnosis/types';

/**
 * The signed-in student's own start: their score's rank and the batch lines of their province
 * and track (Public/LineDiagnosisScore on their profile), then what to do next.
 */
export function StudentPanel() {
  const res = useLoad(getLineDiagnosisScore, 'home-diagnosis');
  const d = res.data;
  const step = res.error ? profileStep(res.error.message) : null;
  return (
    <Segment className="zy-student-panel" data-testid="home-student-panel">
      <h2>我的高考</h2>
      {res.loading && !d && !res.error ? <PageLoader testId="home-student-loading" /> : null}
      {step ? (
        <div data-testid="home-student-incomplete">
          <p>{step.message}，填写后这里会显示你的位次、本省批次线和下一步建议。</p>
          <Button as={Link} to={step.path} primary content={step.action} data-testid="home-student-complete" />
        </div>
      ) : null}
      {res.error && !step ? <p className="zy-muted" data-testid="home-student-error">{res.error.message}</p> : null}
      {d ? <StudentSummary d={d} /> : null}
      {d || step ? <NextSteps profileDone={Boolean(d)} /> : null}
    </Segment>
  );
}

function StudentSummary({ d }: { d: Diagnosis }) {
  const r = d.Rank;
  const lines = (d.Lines ?? []).slice(0, 4);
  // Before the exam year's table is out the rank converts through the newest one, said in a tag.
  const basis = r?.Found ? rankBasis(r) : null;
  return (
    <div className="zy-student-summary">
      <p className="zy-muted" data-testid="home-student-profile">
        {d.ProvinceName} · {d.Year}年 · {d.Track} · <strong>{d.Score}分</strong>
        <Link to="/examinee?source=TB" className="zy-student-edit">修改</Link>
      </p>
      <div className="zy-student-figures">
        <div className="zy-student-rank">
          <span className="zy-student-figure" data-testid="home-student-rank">{r?.Found ? fmt(r.Rank) : '—'}</span>
          {basis ? <BasisTag short={basis.short} full={basis.full} testId="home-student-rank-basis" /> : null}
          <span className="zy-muted zy-student-rank-label">{r?.Found ? (basis ? `${d.Track}位次` : `${r.Year}年一分一段表中的位次`) : r?.Message || '暂无可用的一分一段表'}</span>
        </div>
        {lines.map((l) => (
          <div key={`${l.BatchId}-${l.Category}`} data-testid="home-student-line">
            <span className="zy-student-figure">{l.Score}</span>
            <span className="zy-muted">
              <span title={d.LinesBasis || undefined} data-testid="home-student-line-year">{d.LinesYear}年</span>
              {l.BatchName}
              {l.Cleared ? `，你高出 ${l.Diff} 分` : `，差 ${-l.Diff} 分`}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

const STEPS = [
  { to: '/diagnosis', text: '分数诊断', desc: '位次、批次线与历年等位分', icon: 'stethoscope' },
  { to: '/diagnosis-info', text: '对比往年投档线', desc: '哪些院校（专业组）的位次与你相近', icon: 'balance scale' },
  { to: '/enroll-plan', text: '看今年招生计划', desc: '按你的选科筛选可报的计划', icon: 'calendar alternate outline' },
  { to: '/query-rank', text: '位次查询', desc: '换个分数试试', icon: 'sort numeric down' },
];

function NextSteps({ profileDone }: { profileDone: boolean }) {
  return (
    <div className="zy-student-steps" data-testid="home-next-steps">
      <h3>下一步</h3>
      <ol>
        {!profileDone ? <li>先完善高考信息（地区、年份、选科、分数）</li> : null}
        {STEPS.map((s) => (
          <li key={s.to}>
            <Link to={s.to} data-testid={`home-step-${s.to.replace(/\//g, '')}`}>
              <i className={`${s.icon} icon`} />
              {s.text}
            </Link>
            <span className="zy-muted">{s.desc}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
