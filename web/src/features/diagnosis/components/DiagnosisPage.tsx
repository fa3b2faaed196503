import { Link } from 'react-router';
import { Button, Message } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getLineDiagnosisScore } from '../api/line-diagnosis';
import { BatchLinesTable } from './BatchLinesTable';
import { DiagnosisHead } from './DiagnosisHead';
import { EquivalentsTable } from './EquivalentsTable';
import { ProfileIncomplete } from './ProfileIncomplete';
import { RankCard } from './RankCard';
import '../diagnosis.css';

export const DIAGNOSIS_INFO_PATH = '/diagnosis-info';

/** /diagnosis (分数诊断, login required): the user's own score placed in the exam year's table and lines. */
export default function DiagnosisPage() {
  const res = useLoad(getLineDiagnosisScore, 'diagnosis');
  const d = res.data;
  return (
    <div className="zy-container zy-diagnosis-page" data-testid="diagnosis-page">
      <DiagnosisHead
        title="分数诊断"
        sub={d ? `${d.ProvinceName} · ${d.Year}年 · ${d.Track} · ${d.Score}分` : undefined}
        link={{ to: '/examinee?source=TB', text: '修改高考信息', testId: 'diagnosis-edit-profile' }}
      />
      {!d && res.loading ? <PageLoader /> : null}
      {!d && res.error ? <ProfileIncomplete message={res.error.message} /> : null}
      {d ? (
        <>
          {/* The rank's basis (an earlier year's table) is told beside the rank, not as a notice. */}
          {d.Message && d.Message !== d.Rank?.Basis ? <Message info size="small" content={d.Message} data-testid="diagnosis-message" /> : null}
          <RankCard d={d} />
          <BatchLinesTable d={d} />
          <EquivalentsTable d={d} />
          <div className="zy-diagnosis-next">
            <Button as={Link} to={DIAGNOSIS_INFO_PATH} primary content="对比往年院校投档线" icon="right arrow" labelPosition="right" data-testid="diagnosis-info-link" />
            <span className="zy-muted zy-small">按位次法把你的位次与往年各院校（专业组）投档线位次比较，不是录取概率。</span>
          </div>
        </>
      ) : null}
    </div>
  );
}
