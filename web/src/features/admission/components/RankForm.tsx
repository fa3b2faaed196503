import type { FormEvent } from 'react';
import { Button, Form, Label, Message } from 'semantic-ui-react';
import type { RankForm as RankFormState, RankFormErrors } from '../lib/rank-form';
import { needsChoice, type TrackOption } from '../lib/tracks';
import type { AdmissionProvince } from '../types';
import { ChoiceButtons } from './ChoiceButtons';
import { ProvinceSelect } from './ProvinceSelect';
import { YearSelect } from './YearSelect';

export interface RankFormProps {
  provinces: AdmissionProvince[];
  province: AdmissionProvince | null;
  years: number[] | null;
  year: number | null;
  tracks: TrackOption[] | null;
  track: string | null;
  score: string;
  errors: RankFormErrors;
  summary?: string;
  /** Years or tracks still loading: the query waits for them. */
  busy?: boolean;
  onChange: (patch: Partial<RankFormState>) => void;
  onSubmit: () => void;
}

const FieldError = ({ text, testId }: { text?: string; testId: string }) =>
  text ? (
    <Label basic color="red" pointing="above" data-testid={testId}>
      {text}
    </Label>
  ) : null;

/** Province, year, track (as the year's RuleList offers) and score, with the SPEC §5 messages. */
export function RankForm(p: RankFormProps) {
  const max = p.province?.MaxScore || 750;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <Form onSubmit={submit} noValidate className="zy-rank-form" data-testid="rank-form">
      <Form.Group widths="equal">
        <Form.Field required error={Boolean(p.errors.province)}>
          <label htmlFor="rank-province">招生地区</label>
          <ProvinceSelect id="rank-province" provinces={p.provinces} value={p.province?.ProvinceId ?? null} onChange={(id) => p.onChange({ province: id })} testId="rank-province" />
          <FieldError text={p.errors.province} testId="rank-province-error" />
        </Form.Field>
        <Form.Field required error={Boolean(p.errors.year)}>
          <label htmlFor="rank-year">年份</label>
          <YearSelect id="rank-year" years={p.years ?? []} value={p.year} onChange={(y) => p.onChange({ year: y })} testId="rank-year" empty={!p.province ? '请先选择招生地区' : p.years ? '暂无一分一段表' : '加载中....'} />
          <FieldError text={p.errors.year} testId="rank-year-error" />
        </Form.Field>
        <Form.Field required error={Boolean(p.errors.score)}>
          <label htmlFor="rank-score">高考分数</label>
          <input
            id="rank-score"
            value={p.score}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            placeholder={`0–${max}`}
            onChange={(e) => p.onChange({ score: e.target.value })}
            data-testid="rank-score"
          />
          <FieldError text={p.errors.score} testId="rank-score-error" />
        </Form.Field>
      </Form.Group>
      <Form.Field error={Boolean(p.errors.track)}>
        <label>科类</label>
        <TrackChoice tracks={p.tracks} value={p.track} onChange={(t) => p.onChange({ track: t })} noProvince={!p.province} />
        <FieldError text={p.errors.track} testId="rank-track-error" />
      </Form.Field>
      {p.summary ? <Message error visible size="small" content={p.summary} data-testid="rank-form-error" /> : null}
      <Button type="submit" primary loading={p.busy} disabled={p.busy} data-testid="rank-submit">
        查询位次
      </Button>
    </Form>
  );
}

function TrackChoice({ tracks, value, onChange, noProvince }: { tracks: TrackOption[] | null; value: string | null; onChange: (t: string) => void; noProvince: boolean }) {
  // Nothing loads before a province is chosen: say what is needed, not that it is loading.
  if (noProvince) return <span className="zy-muted" data-testid="rank-track-no-province">请先选择招生地区</span>;
  if (!tracks) return <span className="zy-muted" data-testid="rank-track-loading">加载中....</span>;
  if (!tracks.length) return <span className="zy-muted" data-testid="rank-track-none">该年份暂无科类信息</span>;
  if (!needsChoice(tracks)) return <span data-testid="rank-track-single">{tracks.map((t) => t.name).join('、')}</span>;
  return <ChoiceButtons options={tracks} value={value} onChange={onChange} testId="rank-tracks" itemTestId="rank-track" />;
}
