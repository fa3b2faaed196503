import { Label, Segment } from 'semantic-ui-react';
import { expertStateColor, expertStateName } from '../lib/states';
import { stampText } from '../lib/time';
import type { ExpertRecord } from '../types';
import { ProvinceNames } from './ProvinceNames';
import { SpecialtyTags } from './SpecialtyTags';

/** The application as submitted: its state, when, and the profile the reviewers read. */
export function ApplicationStatus({ record: r }: { record: ExpertRecord }) {
  return (
    <Segment className="zy-experts-profile" data-testid="expert-application">
      <div className="zy-experts-booking-head">
        <Label color={expertStateColor(r.State)} data-testid="expert-application-state">
          {r.State === 'pending' ? '审核中' : expertStateName(r.State)}
        </Label>
        <span className="zy-muted zy-experts-small">提交于 {stampText(r.AppliedAt)}</span>
      </div>
      <h2>{r.Name}</h2>
      <p className="zy-experts-card-role">
        {r.Title} · {r.Org} · 从业 {r.Years} 年
      </p>
      <SpecialtyTags list={r.Specialties} />
      <p className="zy-muted zy-experts-small">
        <ProvinceNames ids={r.Provinces} /> · 联系电话：{r.Phone}
      </p>
      <div className="zy-experts-intro">
        {r.Intro.split(/\n+/).map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    </Segment>
  );
}
