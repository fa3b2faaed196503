import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { professionPath } from '../lib/paths';
import type { ProfessionItem } from '../types';
import { ONET_LICENSE_URL } from '@/features/profession/lib/attribution';

/**
 * Occupations linked to the major (O*NET), with the attribution O*NET data requires (in Chinese,
 * with the licence link; the API's English notice is what `attribution` being set signals). The links are the
 * portal's editorial judgement (data/catalog/README.md), and the page says so.
 */
export function ProfessionLinks({ professions, attribution }: { professions: ProfessionItem[] | null; attribution: string }) {
  const list = professions ?? [];
  return (
    <Segment data-testid="major-professions">
      <Header as="h4">相关职业（美国 O*NET 职业，本站编辑整理）</Header>
      <p className="zy-muted zy-small" data-testid="major-professions-editorial">
        以下对应关系由本站根据专业类别与就业方向编辑整理，并非官方对照；官方对应关系见上方人社部指引。
      </p>
      {list.length ? (
        <>
          <ul className="zy-major-professions">
            {list.map((p) => (
              <li key={p.ID} data-testid="major-profession">
                <Link to={professionPath(p.ID)}>{p.ProfessionName}</Link>
                {p.IndustryName ? <span className="zy-muted zy-small"> · {p.IndustryName}</span> : null}
              </li>
            ))}
          </ul>
          {attribution ? (
            <p className="zy-muted zy-small" data-testid="major-onet-attribution">
              职业名称等信息来自美国劳工部就业与培训管理局（USDOL/ETA）的 O*NET 数据库，依据
              <a href={ONET_LICENSE_URL} target="_blank" rel="noopener noreferrer">CC BY 4.0 许可</a>
              使用；中文名称与介绍由本站撰写。
            </p>
          ) : null}
        </>
      ) : (
        <p className="zy-muted">暂无相关职业数据</p>
      )}
    </Segment>
  );
}
