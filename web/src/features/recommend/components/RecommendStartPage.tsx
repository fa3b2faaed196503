import { useNavigate } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { useRecommendQuery } from '../hooks/useRecommendQuery';
import { queryString, type RecommendQuery } from '../lib/query';
import { MethodExplainer } from './MethodExplainer';
import { QueryForm } from './QueryForm';
import { RecommendHead } from './RecommendHead';
import '../recommend.css';

/**
 * /recommend-start (志愿推荐): the candidate (province, exam year, track, subjects), a score or a
 * rank, and the preferences; a signed-in student's profile fills it first. 开始推荐 asks the
 * server (its message for bad input shows here) and goes to /recommend-index with the query in
 * the URL, so a reload or a shared link shows the same answer.
 */
export default function RecommendStartPage() {
  const [asked] = useRecommendQuery();
  const navigate = useNavigate();
  const go = (q: RecommendQuery) => navigate(`/recommend-index?${queryString(q)}`);
  return (
    <div className="zy-container zy-rec-page" data-testid="recommend-start-page">
      <RecommendHead title="志愿推荐" current="start" query={null} note="按你的位次，给出每个志愿的录取概率，并分为冲、稳、保" />
      <Segment>
        <QueryForm asked={asked} go={go} submitText="开始推荐" />
      </Segment>
      <MethodExplainer />
    </div>
  );
}
