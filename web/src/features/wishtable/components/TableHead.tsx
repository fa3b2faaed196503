import type { ReactNode } from 'react';
import { Header } from 'semantic-ui-react';
import type { Detail } from '../types';
import { maxUnitsText, scoreText, tableWhere } from '../lib/format';
import { RoleBadge } from './RoleBadge';

/** The table's name and what it is for: province, year, track, score, filling unit, list length and the rule's note. */
export function TableHead({ detail, children }: { detail: Detail; children?: ReactNode }) {
  const t = detail.Table;
  const count = detail.Units?.length ?? 0;
  return (
    <header className="zy-wish-head" data-testid="wish-head">
      <div className="zy-wish-head-title">
        <Header as="h1" size="medium" data-testid="wish-name">
          {t.Name}
        </Header>
        <RoleBadge role={t.Role} name={t.RoleName} />
      </div>
      <dl className="zy-wish-facts">
        <div>
          <dt>地区 · 年份 · 科类</dt>
          <dd data-testid="wish-where">{tableWhere(t)}</dd>
        </div>
        <div>
          <dt>分数</dt>
          <dd data-testid="wish-score">
            {scoreText(t)}
            {detail.Candidate?.Rank ? `（位次 ${detail.Candidate.Rank.toLocaleString('en-US')}）` : ''}
          </dd>
        </div>
        <div>
          <dt>填报方式</dt>
          <dd data-testid="wish-mode">{t.ModeName}</dd>
        </div>
        <div>
          <dt>志愿数</dt>
          <dd data-testid="wish-max">
            已填{count}个，{maxUnitsText(t.MaxUnits)}
          </dd>
        </div>
        <div>
          <dt>创建者</dt>
          <dd data-testid="wish-owner">{t.Owner.NickName}（{t.Owner.Phone}）</dd>
        </div>
        <div>
          <dt>版本</dt>
          <dd data-testid="wish-version">第 {t.Version} 版</dd>
        </div>
      </dl>
      {t.RuleNote ? (
        <p className="zy-muted zy-small" data-testid="wish-rule-note">
          {t.RuleNote}
        </p>
      ) : null}
      {detail.Message ? (
        <p className="zy-muted zy-small" data-testid="wish-message">
          {detail.Message}
        </p>
      ) : null}
      {children}
    </header>
  );
}
