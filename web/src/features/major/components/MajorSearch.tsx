import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Input, Label } from 'semantic-ui-react';
import { majorPaths } from '../lib/paths';
import { searchTree } from '../lib/tree';
import type { TreeNode } from '../types';

export const QUERY_MAX = 20;
const SHOWN_MAX = 50;

/** Search the catalogue by name or 专业代码; the applied query lives in the URL (q). */
export function MajorSearch({ roots, query, onQuery, group = '门类', example = '0809' }: {
  roots: TreeNode[];
  query: string;
  onQuery: (q: string) => void;
  /** How a hit of the first level is labelled: 门类, or 专业大类 in the vocational catalogue. */
  group?: string;
  /** A 专业类 code for the placeholder. */
  example?: string;
}) {
  const paths = majorPaths(useLocation().pathname);
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const all = searchTree(roots, query, Infinity);
  const hits = all.slice(0, SHOWN_MAX);
  const submit = () => onQuery(draft.trim());
  return (
    <div className="zy-major-search" data-testid="major-search">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input
          fluid
          action
          placeholder={`输入专业名称或专业代码，如 计算机 或 ${example}`}
          value={draft}
          maxLength={QUERY_MAX}
          onChange={(_e, d) => setDraft(String(d.value))}
        >
          <input data-testid="major-search-input" />
          <Button type="submit" primary data-testid="major-search-button">
            搜索
          </Button>
        </Input>
      </form>
      {query ? (
        <div className="zy-major-search-results" data-testid="major-search-results">
          <p className="zy-muted">
            “{query}”共找到 {all.length} 项{all.length > SHOWN_MAX ? `，显示前 ${SHOWN_MAX} 项` : ''}
            <Button basic size="mini" className="zy-major-clear" onClick={() => onQuery('')} data-testid="major-search-clear">
              清除搜索
            </Button>
          </p>
          {hits.length ? (
            <ul>
              {hits.map((n) => (
                <li key={`${n.level}-${n.id}`} data-testid="major-search-hit">
                  <Label size="mini" basic>
                    {n.level === '门类' ? group : n.level}
                  </Label>
                  <Link to={n.level === '专业' ? paths.detail(n.id) : paths.list(n.id)}>{n.name}</Link>
                  <span className="zy-muted zy-small">
                    {' '}
                    {n.id}
                    {n.path.length ? ` · ${n.path.join(' › ')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p data-testid="major-search-empty">没有找到相关专业，请换个关键词试试</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
