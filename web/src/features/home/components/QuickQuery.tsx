import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { getLineRankYears } from '@/features/admission/api/get-line-rank-years';
import { examProvinceAtom, provinceListAtom } from '@/lib/site-config';
import { findProvince } from '@/lib/province';
import { useLoad } from '@/lib/use-load';
import { usePrefillOnce, useStudentContext } from '@/lib/student-context';
import { checkScore, quickQueryPath, trackChoices } from '../lib/quick-query';
import { Select } from '@/components/Select';

/**
 * 按分数查位次 / 看志愿推荐 in the visitor's province: a score (and the track, where the province
 * has more than one) goes to /query-rank or /recommend-index with the newest year of its
 * 一分一段 table. Without a province or a table, plain links to the two tools.
 */
export function QuickQuery() {
  const selected = useAtomValue(examProvinceAtom);
  const list = useAtomValue(provinceListAtom);
  const navigate = useNavigate();
  const id = selected?.ProvinceId ? Number(selected.ProvinceId) : null;
  const province = (findProvince(list, id) ?? selected) as (typeof selected & { MaxScore?: number }) | null;
  const years = useLoad(() => getLineRankYears({ ProvinceId: id! }), id ? `home-rank-years:${id}` : null);
  const latest = years.data?.[0] ?? null;
  const tracks = trackChoices(latest?.Tracks);
  const [track, setTrack] = useState('');
  const [score, setScore] = useState('');
  // A signed-in student of this province starts from their own track and score (changeable here only).
  const student = useStudentContext();
  usePrefillOnce(student && student.provinceId === id ? student : null, false, (s) => {
    if (s.track) setTrack(s.track);
    if (s.score) setScore(String(s.score));
  });
  const [error, setError] = useState('');
  const chosen = tracks.some((t) => t.key === track) ? track : (tracks[0]?.key ?? '');

  const go = (target: 'rank' | 'recommend') => {
    const s = checkScore(score, province?.MaxScore);
    if (!s.ok || !id || !latest) {
      setError(s.ok ? '' : s.message);
      return;
    }
    navigate(quickQueryPath(target, { province: id, year: latest.Year, track: chosen, score: s.score }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go('rank');
  };

  const links = (
    <p className="zy-quick-links">
      <Link to="/query-rank" data-testid="home-quick-rank-link">一分一段查位次</Link>
      <Link to="/recommend-start" data-testid="home-quick-recommend-link">志愿推荐</Link>
    </p>
  );
  let body;
  if (!id) body = <><p className="zy-muted" data-testid="home-quick-no-province">请先在页头选择高考地区，再按分数查位次、看志愿推荐。</p>{links}</>;
  else if (years.error) body = <><p className="zy-muted">{years.error.message}</p>{links}</>;
  else if (!years.data) body = <PageLoader lines={1} testId="home-quick-loading" />;
  else if (!latest) body = <><p className="zy-muted" data-testid="home-quick-no-table">暂无{province?.ProvinceName}的一分一段表。</p>{links}</>;
  else {
    body = (
      <form className="zy-quick-form" onSubmit={submit} noValidate data-testid="home-quick-form">
        {tracks.length > 1 ? (
          <label className="zy-quick-field">
            <span>科类</span>
            <Select value={chosen} options={tracks.map((t) => ({ value: t.key, text: t.name }))} onChange={setTrack} testId="home-quick-track" />
          </label>
        ) : null}
        <label className="zy-quick-field">
          <span>高考分数</span>
          <input
            className="zy-quick-score"
            type="text"
            inputMode="numeric"
            maxLength={3}
            value={score}
            onChange={(e) => {
              setScore(e.target.value.replace(/\D/g, ''));
              setError('');
            }}
            placeholder={`0–${province?.MaxScore || 750}`}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'home-quick-error' : undefined}
            data-testid="home-quick-score"
          />
        </label>
        <button type="submit" className="ui primary button" data-testid="home-quick-rank">
          查位次
        </button>
        <button type="button" className="ui basic primary button" onClick={() => go('recommend')} data-testid="home-quick-recommend">
          看志愿推荐
        </button>
        {error ? <p id="home-quick-error" className="zy-quick-error" role="alert" data-testid="home-quick-error">{error}</p> : null}
      </form>
    );
  }
  return (
    <Segment as="section" className="zy-quick" aria-labelledby="home-quick-title" data-testid="home-quick">
      <h2 id="home-quick-title">
        按分数查位次、看推荐
        {province?.ProvinceName ? <span className="zy-muted"> · {province.ProvinceName}{latest ? ` · ${latest.Year}年一分一段表` : ''}</span> : null}
      </h2>
      {body}
    </Segment>
  );
}
