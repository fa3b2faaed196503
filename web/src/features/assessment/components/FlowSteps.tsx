import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { findProvince } from '@/lib/province';
import { provinceListAtom } from '@/lib/site-config';
import { className, type MajorClass } from '../lib/major-classes';
import { flowPath, type SubjectFlow } from '../lib/subject-flow';

const STEPS = ['选择省份和年份', '选择感兴趣的专业类', '作答'];
export const STEP_PATHS = ['/exam-test/choose-province', '/exam-test/enter-content', '/exam-test/new-test-content'];

/** Where the student is in the 选科测评: the three steps, the done ones linked back with the choices. */
export function FlowSteps({ current, flow }: { current: number; flow: SubjectFlow }) {
  return (
    <ol className="zy-test-steps" data-testid="exam-steps">
      {STEPS.map((name, i) => (
        <li key={name} className={i === current ? 'current' : i < current ? 'done' : ''} aria-current={i === current ? 'step' : undefined}>
          {i < current ? <Link to={flowPath(STEP_PATHS[i], flow)}>{`${i + 1}. ${name}`}</Link> : `${i + 1}. ${name}`}
        </li>
      ))}
    </ol>
  );
}

/** The choices made so far: 广东 · 2027年高考 · 感兴趣的专业类：计算机类. */
export function FlowSummary({ flow, classes }: { flow: SubjectFlow; classes: MajorClass[] }) {
  const provinces = useAtomValue(provinceListAtom);
  const province = findProvince(provinces, flow.province);
  return (
    <p className="zy-test-flow" data-testid="exam-flow">
      <span data-testid="exam-flow-province">{province?.ProvinceName ?? '未选择省份'}</span> · {flow.year}年高考 · 感兴趣的专业类：
      <span data-testid="exam-flow-majors">{flow.majors.length ? flow.majors.map((m) => className(classes, m)).join('、') : '未选（按全部专业计算）'}</span>
    </p>
  );
}
