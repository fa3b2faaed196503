import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { addUnit } from '../api/add-unit';
import { searchUnits } from '../api/search-units';
import { candidateOf } from '../lib/candidate';
import type { TableAction } from '../lib/conflict';
import { planText, unitTitle } from '../lib/format';
import type { Detail, SearchItem } from '../types';
import { ChanceBadge } from './ChanceBadge';

/** Finds units of the table's candidate by a school's or major's name and adds them (editors). */
export function UnitSearch({ detail, perform, busy }: { detail: Detail; perform: (a: TableAction) => Promise<boolean>; busy: boolean }) {
  const candidate = candidateOf(detail.Table);
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<SearchItem[] | null>(null);
  const [message, setMessage] = useState('');
  const [searching, setSearching] = useState(false);
  const inTable = new Set((detail.Units ?? []).map((u) => u.Key));

  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (!candidate) return;
    setSearching(true);
    setMessage('');
    try {
      const r = await searchUnits({ ...candidate, Keyword: keyword.trim(), PageIndex: 1, PageSize: 20 });
      setItems(r.List ?? []);
      if (!r.List?.length) setMessage('没有找到符合的志愿');
    } catch (err) {
      setItems(null);
      setMessage((err as Error).message);
    } finally {
      setSearching(false);
    }
  };
  const add = (it: SearchItem) => {
    const name = unitTitle({ CollegeName: it.SchoolName || it.CollegeName, Level: it.Level, GroupCode: it.GroupCode, MajorName: it.MajorName });
    void perform({ label: `加入「${name}」`, unitKey: it.UnitKey, adds: true, run: (Version) => addUnit({ TableId: detail.Table.TableId, Version, UnitKey: it.UnitKey, Source: 'search' }) });
  };

  return (
    <section className="zy-wish-search" aria-labelledby="wish-search-title" data-testid="wish-search">
      <h2 id="wish-search-title">添加志愿</h2>
      {!candidate ? (
        <p className="zy-muted" data-testid="wish-search-no-score">志愿表还没有分数：填写分数后才能按录取概率搜索院校。</p>
      ) : (
        <form className="zy-wish-search-form" onSubmit={search} role="search">
          <label htmlFor="wish-search-input" className="zy-visually-hidden">院校或专业名称</label>
          <input id="wish-search-input" type="search" value={keyword} maxLength={30} placeholder="输入院校或专业名称" onChange={(e) => setKeyword(e.target.value)} data-testid="wish-search-input" />
          <Button type="submit" primary loading={searching} disabled={searching || !keyword.trim()} content="搜索" data-testid="wish-search-submit" />
        </form>
      )}
      {message ? <p className="zy-muted" role="status" data-testid="wish-search-message">{message}</p> : null}
      {items?.length ? (
        <ul className="zy-wish-search-list" data-testid="wish-search-results">
          {items.map((it) => (
            <li key={it.UnitKey} data-testid="wish-search-item">
              <div>
                <strong>{it.SchoolName || it.CollegeName}</strong> {it.Level === 'major' ? it.MajorName : it.GroupCode ? `${it.GroupCode}组` : ''}
                <span className="zy-muted zy-small">
                  {' '}
                  {it.CollegeProvince} · 计划{planText(it.Plan)}
                </span>
              </div>
              <ChanceBadge probability={it.Probability} label={it.Label} testId="wish-search-chance" />
              {inTable.has(it.UnitKey) ? (
                <span className="zy-muted zy-small">已在表中</span>
              ) : (
                <Button type="button" size="small" basic primary content="加入" disabled={busy} onClick={() => add(it)} data-testid="wish-search-add" />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
