import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Table } from 'semantic-ui-react';
import { levelText, listText, placeText, sourceText } from '../lib/facts';
import { collegePaths } from '../lib/paths';
import type { CollegeDetail } from '../types';
import { CollegeTags } from './CollegeTags';
import { ScrollTable } from '@/components/ScrollTable';

const ROWS: [key: string, label: string, value: (c: CollegeDetail) => ReactNode][] = [
  ['moe-code', '学校标识码', (c) => c.MOECode],
  ['college-code', '院校代码', (c) => c.CollegeCode],
  ['authority', '主管部门', (c) => c.Authority],
  ['place', '所在地', (c) => placeText(c)],
  ['level', '办学层次', (c) => levelText(c)],
  ['nature', '办学性质', (c) => c.NatureName],
  ['category', '院校类型', (c) => c.CategoryName],
  ['tags', '院校标签', (c) => (c.StrengthTags || c.FeatureTags ? <CollegeTags strength={c.StrengthTags} feature={c.FeatureTags} /> : '')],
  ['major-count', '开设本科专业数', (c) => (c.MajorCount > 0 ? `${c.MajorCount} 个` : '暂无数据')],
  ['aliases', '曾用名', (c) => listText(c.Aliases)],
  ['abbreviations', '简称', (c) => listText(c.Abbreviations)],
  ['source', '数据来源', (c) => <span className="zy-small zy-muted">{sourceText(c.Source)}</span>],
];

/** The facts of 2–4 colleges side by side; a column header removes its college. */
export function CompareTable({ colleges, onRemove }: { colleges: CollegeDetail[]; onRemove: (id: string) => void }) {
  const paths = collegePaths(useLocation().pathname);
  return (
    <div className="zy-compare-scroll">
      <ScrollTable celled definition fixed className="zy-compare-table" data-testid="compare-table">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell width={3} />
            {colleges.map((c) => (
              <Table.HeaderCell key={c.Id} data-testid={`compare-col-${c.Id}`}>
                <Link to={paths.detail(c.Id)} data-testid="compare-col-name">
                  {c.CollegeName}
                </Link>
                <button type="button" className="zy-link-button zy-compare-remove" onClick={() => onRemove(c.Id)} data-testid={`compare-remove-${c.Id}`}>
                  移除
                </button>
              </Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ROWS.map(([key, label, value]) => (
            <Table.Row key={key} data-testid={`compare-row-${key}`}>
              <Table.Cell>{label}</Table.Cell>
              {colleges.map((c) => {
                const v = value(c);
                return <Table.Cell key={c.Id}>{v === '' || v == null ? <span className="zy-muted">—</span> : v}</Table.Cell>;
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </div>
  );
}
