import { Header, Label, Segment } from 'semantic-ui-react';
import type { MajorDetail } from '../types';

/** 就业方向 and 考研方向 as the API lists them (阳光高考); 暂无数据 when a list is empty. */
export function DirectionLists({ major }: { major: MajorDetail }) {
  // The source repeats some keywords (公务员…); show each once.
  const employment = [...new Set(major.Employment ?? [])];
  const postgrad = major.Postgrad ?? [];
  return (
    <>
      <Segment data-testid="major-employment">
        <Header as="h4">就业方向</Header>
        {employment.length ? (
          <Label.Group>
            {employment.map((e) => (
              <Label key={e} basic data-testid="major-employment-item">
                {e}
              </Label>
            ))}
          </Label.Group>
        ) : (
          <p className="zy-muted">暂无数据</p>
        )}
      </Segment>
      <Segment data-testid="major-postgrad">
        <Header as="h4">考研方向</Header>
        {postgrad.length ? (
          <Label.Group>
            {postgrad.map((p) => (
              <Label key={`${p.Code}-${p.Name}`} basic data-testid="major-postgrad-item">
                {p.Name}
                {p.Code ? <Label.Detail>{p.Code}</Label.Detail> : null}
              </Label>
            ))}
          </Label.Group>
        ) : (
          <p className="zy-muted">暂无数据</p>
        )}
      </Segment>
    </>
  );
}
