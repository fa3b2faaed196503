import { useMemo } from 'react';
import { Link } from 'react-router';
import { Message } from 'semantic-ui-react';
import { CandidateLine } from '@/features/recommend/components/CandidateLine';
import { ListSources } from '@/features/recommend/components/ListSources';
import type { TargetDetail } from '../types';
import { EstimateNote } from './EstimateNote';
import { TargetChanceCard } from './TargetChanceCard';
import '@/features/recommend/recommend.css';

/** 目标分析: for each saved target, the units the student can fill and the estimate for the profile's score. */
export function TargetAnalysis({ detail }: { detail: TargetDetail }) {
  const targets = detail.Targets ?? [];
  const sources = useMemo(() => detail.Sources ?? [], [detail.Sources]);
  const byId = useMemo(() => new Map(sources.map((s) => [s.Id, s])), [sources]);
  return (
    <section className="zy-career-analysis" aria-labelledby="career-analysis-title" data-testid="career-analysis">
      <h3 id="career-analysis-title" className="zy-career-subtitle">
        目标分析<span className="zy-muted zy-small">（按已保存的目标）</span>
      </h3>
      {detail.Message ? (
        <Message warning data-testid="career-analysis-message">
          <p>{detail.Message}</p>
          <Link to="/examinee" data-testid="career-analysis-profile-link">
            去个人中心填写高考信息和成绩
          </Link>
        </Message>
      ) : null}
      {detail.Candidate ? <CandidateLine candidate={detail.Candidate} /> : null}
      {targets.length ? (
        targets.map((t, i) => <TargetChanceCard key={`${t.CollegeCode}|${t.MajorName}`} target={t} index={i} sources={byId} />)
      ) : (
        <p className="zy-muted" data-testid="career-analysis-empty">
          保存目标院校后，这里会按你的成绩给出每个目标的录取概率。
        </p>
      )}
      <ListSources sources={sources} items={targets.flatMap((t) => t.Units ?? [])} />
      <EstimateNote bands={detail.Bands} />
    </section>
  );
}
