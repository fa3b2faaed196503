import { Segment } from 'semantic-ui-react';
import type { Expert } from '../types';
import { ProvinceNames } from './ProvinceNames';
import { SpecialtyTags } from './SpecialtyTags';

/** An expert's profile as families read it. */
export function ExpertProfile({ expert: e }: { expert: Expert }) {
  return (
    <Segment className="zy-experts-profile" data-testid="expert-profile">
      <h1 data-testid="expert-name">{e.Name}</h1>
      <p className="zy-experts-card-role" data-testid="expert-role">
        {e.Title} · {e.Org} · 从业 {e.Years} 年
      </p>
      <SpecialtyTags list={e.Specialties} />
      <p className="zy-muted zy-experts-small">
        <ProvinceNames ids={e.Provinces} />
      </p>
      <div className="zy-experts-intro" data-testid="expert-intro">
        {e.Intro.split(/\n+/).map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    </Segment>
  );
}
