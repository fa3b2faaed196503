import { NavLink, Outlet } from 'react-router';

export const CAREER_SECTIONS: { path: string; title: string }[] = [
  { path: 'careerplan', title: '生涯规划书' },
  { path: 'learningplan', title: '学习计划' },
  { path: 'entrancematters', title: '升学事项' },
  { path: 'targetlocation', title: '目标定位' },
  { path: 'recomBook', title: '推荐书籍' },
  { path: 'careerStory', title: '生涯故事' },
  { path: 'careerCase', title: '生涯案例' },
  { path: 'studyCourse', title: '学能课堂' },
  { path: 'careerTeaching', title: '生涯教案' },
  { path: 'careerCourseware', title: '生涯课件' },
  { path: 'careerCourse', title: '生涯课堂' },
  { path: 'videoCourse', title: '网络课堂' },
];

/** Career management: side navigation and the selected section. */
export default function CareerLayout() {
  return (
    <div className="zy-container zy-personal-body" data-testid="career-management">
      <nav className="zy-side-nav" data-testid="career-side-nav">
        <div className="zy-side-group">
          <h4>生涯管理</h4>
          {CAREER_SECTIONS.map((s) => (
            <NavLink key={s.path} to={`/careerManagement/${s.path}`} className={({ isActive }) => `zy-side-item${isActive ? ' active' : ''}`} data-testid={`career-nav-${s.path}`}>
              {s.title}
            </NavLink>
          ))}
        </div>
      </nav>
      <section className="zy-personal-content">
        <Outlet />
      </section>
    </div>
  );
}
