import { Link } from 'react-router';
import { choosesSubjects } from './modes';

interface Step {
  title: string;
  text: string;
  links: { to: string; text: string }[];
}

/**
 * The admissions year in order, each step with the portal's tool for it. No dates: each province's
 * education examinations authority sets and publishes them every year.
 */
function steps(mode: string | undefined, provinceId: number | null): Step[] {
  const q = provinceId ? `?province=${provinceId}` : '';
  const all: (Step | null)[] = [
    choosesSubjects(mode)
      ? {
          title: '选科',
          text: '高一下学期前后确定选考科目；选科决定了将来能报哪些专业。',
          links: [{ to: '/choose-subject', text: '新高考选科' }, { to: '/exam-test', text: '选科测评' }],
        }
      : null,
    {
      title: '了解专业和院校',
      text: '结合兴趣和成绩，了解专业学什么、毕业做什么，关注目标院校。',
      links: [{ to: '/specialty', text: '专业库' }, { to: '/university', text: '院校库' }, { to: '/test', text: '生涯测评' }],
    },
    {
      title: '出分后查位次',
      text: '成绩公布后，用一分一段表把分数换成全省位次；位次比分数更能跨年比较。',
      links: [{ to: `/query-rank${q}`, text: '位次查询' }, { to: '/query-batch', text: '批次线查询' }],
    },
    {
      title: '看招生计划和往年录取',
      text: '查目标院校今年在本省的招生计划、选科要求和往年录取位次。',
      links: [{ to: '/enroll-plan', text: '招生计划' }, { to: '/enroll-data', text: '录取数据' }],
    },
    {
      title: '拟定志愿',
      text: '按录取概率把志愿分成冲、稳、保，拉开梯度，留足保底。',
      links: [{ to: '/recommend-start', text: '志愿推荐' }, { to: '/wishtable', text: '我的志愿表' }],
    },
    {
      title: '正式填报与录取',
      text: '在省级教育考试院的系统里按时填报并确认；录取结果以考试院和院校公布为准。',
      links: [],
    },
  ];
  return all.filter((s): s is Step => s !== null);
}

export function MattersSteps({ mode, provinceId }: { mode: string | undefined; provinceId: number | null }) {
  return (
    <ol className="zy-matters-steps" data-testid="matters-steps">
      {steps(mode, provinceId).map((s) => (
        <li key={s.title} data-testid="matters-step">
          <h3>{s.title}</h3>
          <p>{s.text}</p>
          {s.links.length ? (
            <p className="zy-matters-links">
              {s.links.map((l) => (
                <Link key={l.to} to={l.to}>
                  {l.text}
                </Link>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
