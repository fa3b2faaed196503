import { Link } from 'react-router';
import { useLoad } from '@/lib/use-load';
import { getTargetDetail } from '../api/get-target-detail';

const TARGETS_PATH = '/careerManagement/targetlocation';

/** The student's targets (目标定位), read-only, as a reminder while writing 升学目标. */
export function TargetsHint() {
  const got = useLoad(getTargetDetail, 'career-targets');
  const targets = got.data?.Targets ?? [];
  if (got.loading) return <span className="zy-muted">正在读取你的目标院校…</span>;
  if (!targets.length) {
    return (
      <span data-testid="career-plan-targets">
        你还没有设定目标院校，可以先到<Link to={TARGETS_PATH}>目标定位</Link>添加。
      </span>
    );
  }
  return (
    <span data-testid="career-plan-targets">
      你的目标院校：
      {targets.map((t) => (t.MajorName ? `${t.CollegeName}（${t.MajorName}）` : t.CollegeName)).join('、')}。
      <Link to={TARGETS_PATH}>到目标定位修改</Link>
    </span>
  );
}
