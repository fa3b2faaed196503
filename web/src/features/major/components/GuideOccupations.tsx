import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { OccupationMarks } from '@/components/OccupationMarks';
import { professionPath } from '../lib/paths';
import type { GuideOccupation } from '../types';

/**
 * The Chinese occupations the official 人社部 guide (2023) gives a major, as it prints them. An
 * occupation of the portal's library links to its page; one the library files under another code
 * says so; one the library lacks is shown without a link.
 */
export function GuideOccupations({ occupations, source, editorialBelow }: {
  occupations: GuideOccupation[] | null | undefined;
  source?: string;
  /** The page shows the portal's editorial O*NET links below. */
  editorialBelow?: boolean;
}) {
  const list = occupations ?? [];
  return (
    <Segment data-testid="major-occupations">
      <Header as="h4">
        对应职业（人社部官方指引）{list.length ? <span className="zy-muted zy-small">共 {list.length} 个</span> : null}
      </Header>
      {list.length ? (
        <ul className="zy-major-occupations">
          {list.map((o) => (
            <li key={`${o.Code}-${o.Name}`} data-testid="major-occupation">
              {o.ID ? (
                <Link to={professionPath(o.ID)} data-testid={`major-occupation-${o.ID}`}>
                  {o.Name}
                </Link>
              ) : (
                <span>{o.Name}</span>
              )}
              <span className="zy-muted zy-small"> {o.Code}</span>
              <OccupationMarks green={o.Green} digital={o.Digital} />
              {o.LibraryCode || o.LibraryName ? (
                <div className="zy-muted zy-small">
                  本站所收大典（2022年征求意见稿）中为 {o.LibraryCode} {o.LibraryName}
                </div>
              ) : null}
              {!o.ID ? <div className="zy-muted zy-small">本站所收大典（2022年征求意见稿）中没有这一职业</div> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="zy-muted" data-testid="major-occupations-empty">
          人社部《职业信息与教育培训项目（专业）信息对应指引（2023年版）》没有列出该专业对应的职业。
          {editorialBelow ? '下方的相关职业为本站编辑整理，并非官方对应关系。' : ''}
        </p>
      )}
      {source ? <p className="zy-muted zy-small">对应关系来源：{source}</p> : null}
    </Segment>
  );
}
