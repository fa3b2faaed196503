import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { professionPath } from '../lib/paths';
import type { ProfessionItem } from '../types';
import { OnetLicence } from '@/features/profession/components/OnetLicence';

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
              <OnetLicence what="职业名称等信息" />
            </p>
          ) : null}
        </>
      ) : (
        <p className="zy-muted">暂无相关职业数据</p>
      )}
    </Segment>
  );
}
