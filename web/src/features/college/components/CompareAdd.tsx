import { useState, type FormEvent } from 'react';
import { Button, Segment } from 'semantic-ui-react';
import { searchCollegeByName } from '../api/search-college-by-name';
import { useContrast } from '../hooks/useContrast';
import { CONTRAST_MAX } from '../lib/contrast';
import { clipName, NAME_MAX } from '../lib/filters';
import { placeText } from '../lib/facts';
import type { CollegeItem } from '../types';

/** Finds a college by name (or abbreviation, former name, pinyin) and adds it to the compare list. */
export function CompareAdd() {
  const { list, has, add } = useContrast();
  const [text, setText] = useState('');
  const [found, setFound] = useState<CollegeItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const full = list.length >= CONTRAST_MAX;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = text.trim();
    if (!name) return setFound(null);
    setBusy(true);
    try {
      setFound((await searchCollegeByName(name, 10)) ?? []);
    } catch {
      setFound(null); // the client has shown the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Segment className="zy-compare-add" data-testid="compare-add">
      <form className="ui action small input" onSubmit={submit}>
        <input
          value={text}
          maxLength={NAME_MAX}
          placeholder={full ? `已选满 ${CONTRAST_MAX} 所院校` : '输入院校名称、简称或拼音，添加对比院校'}
          aria-label="添加对比院校"
          onChange={(e) => setText(clipName(e.target.value))}
          data-testid="compare-add-input"
        />
        <Button type="submit" primary loading={busy} disabled={busy} content="查找院校" data-testid="compare-add-search" />
      </form>
      {found && !found.length ? <p className="zy-muted" data-testid="compare-add-none">没有找到相关院校</p> : null}
      {found?.length ? (
        <div className="ui divided list zy-compare-found" data-testid="compare-add-results">
          {found.map((c) => (
            <div key={c.Id} className="item" data-testid={`compare-found-${c.Id}`}>
              <div className="right floated content">
                <Button
                  type="button"
                  size="mini"
                  basic={has(c.Id)}
                  primary={!has(c.Id)}
                  disabled={has(c.Id) || full}
                  content={has(c.Id) ? '已加入' : '加入对比'}
                  onClick={() => add({ Id: c.Id, CollegeName: c.CollegeName })}
                  data-testid={`compare-found-add-${c.Id}`}
                />
              </div>
              <div className="content">
                {c.CollegeName} <span className="zy-muted zy-small">{placeText(c)}</span>
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </Segment>
  );
}
