import { Link } from 'react-router';
import { guideMajorGroups } from '../lib/dadian';
import { professionPaths } from '../lib/paths';
import type { GuideMajor } from '../types';

/**
 * The majors the 人社部 2023 guide links to an occupation, by level. A major the portal has links
 * to its page; one it lacks (a 专科 major missing from the vocational copy) is shown as printed.
 * 中职 majors are counted only: they are not for gaokao candidates.
 */
export function GuideMajorList({ majors, secondary }: { majors: GuideMajor[] | null | undefined; secondary: number }) {
  const groups = guideMajorGroups(majors);
  return (
    <div data-testid="guide-majors">
      {groups.length ? (
        groups.map((g) => (
          <section key={g.level} className="zy-prof-major-group" data-testid={`guide-majors-${g.level}`}>
            <h4>
              {g.title}
              <span className="zy-muted zy-small">（{g.majors.length} 个）</span>
            </h4>
            <ul className="zy-prof-majors">
              {g.majors.map((m) => (
                <li key={`${m.Level}-${m.Code}`} data-testid="guide-major">
                  {m.Id ? (
                    <Link to={professionPaths.major(m.Id)} data-testid={`guide-major-${m.Id}`}>
                      {m.Name}
                    </Link>
                  ) : (
                    <span>{m.Name}</span>
                  )}
                  <span className="zy-muted zy-small">
                    （{m.Code}）{m.Id ? '' : '本站专业目录未收录'}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="zy-muted" data-testid="guide-majors-empty">
          人社部《职业信息与教育培训项目（专业）信息对应指引（2023年版）》没有为该职业列出本科、职业本科或专科专业。
        </p>
      )}
      {secondary > 0 ? (
        <p className="zy-muted zy-small" data-testid="guide-majors-secondary">
          指引另列有 {secondary} 个中职专业（中等职业教育，不通过高考招生），此处不列出。
        </p>
      ) : null}
    </div>
  );
}
