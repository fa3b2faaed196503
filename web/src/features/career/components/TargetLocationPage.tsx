import { Button, Header, Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { useTargets } from '../hooks/useTargets';
import { charCount } from '../lib/task-form';
import { MOTTO_MAX, TARGETS_MAX } from '../lib/targets';
import { ErrorLine } from './ErrorLine';
import { TargetAddForm } from './TargetAddForm';
import { TargetAnalysis } from './TargetAnalysis';
import { TargetList } from './TargetList';
import '../career.css';

/** /careerManagement/targetlocation: up to five target colleges in order, a motto, and each target's estimate. */
export default function TargetLocationPage() {
  const t = useTargets();
  return (
    <div className="zy-career-target-page" data-testid="target-location-page">
      <div className="zy-career-head">
        <Header as="h2">目标定位</Header>
      </div>
      <p className="zy-muted">设定最多 {TARGETS_MAX} 所目标院校（可以写上专业），按志愿的先后排好；保存后，下方按你的成绩估计每个目标的录取概率。</p>
      <ErrorLine message={t.loadError} testId="career-target-load-error" />
      {t.loading && !t.detail ? <PageLoader text="正在读取目标和录取概率…" /> : null}
      {t.detail ? (
        <>
          <Segment className="zy-career-target-editor">
            <h3 className="zy-career-subtitle">我的目标院校</h3>
            <TargetList list={t.list} onMove={t.move} onRemove={t.remove} />
            <TargetAddForm full={t.list.length >= TARGETS_MAX} onAdd={t.add} />
            <div className="ui form zy-career-motto">
              <div className="field">
                <label htmlFor="career-motto">给自己的一句话（选填）</label>
                <input id="career-motto" value={t.motto} maxLength={MOTTO_MAX} placeholder="例如：把每一天过好" onChange={(e) => t.setMotto(e.target.value)} data-testid="career-motto" />
                <div className="zy-career-counter zy-small">
                  {charCount(t.motto)}/{MOTTO_MAX}
                </div>
              </div>
            </div>
            <ErrorLine message={t.saveError} testId="career-target-save-error" />
            <div className="zy-career-actions">
              <Button type="button" primary loading={t.saving} disabled={t.saving || !t.dirty} onClick={() => void t.save()} data-testid="career-target-save">
                保存目标
              </Button>
              {t.dirty ? <span className="zy-career-dirty" data-testid="career-target-dirty">有未保存的修改</span> : null}
            </div>
          </Segment>
          {t.loading ? <PageLoader text="正在更新录取概率…" lines={2} /> : <TargetAnalysis detail={t.detail} />}
        </>
      ) : null}
    </div>
  );
}
