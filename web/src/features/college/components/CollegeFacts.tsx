import type { ReactNode } from 'react';
import { Table } from 'semantic-ui-react';
import { coordinateText, levelText, listText, placeText } from '../lib/facts';
import type { CollegeDetail } from '../types';
import { CollegeTags } from './CollegeTags';

/** The facts of one college as a two-column table; a fact the API does not know is left out. */
export function CollegeFacts({ college: c }: { college: CollegeDetail }) {
  const tags = c.StrengthTags || c.FeatureTags ? <CollegeTags strength={c.StrengthTags} feature={c.FeatureTags} testId="detail-tags" /> : '';
  const rows: [string, string, ReactNode][] = [
    ['moe-code', '学校标识码', c.MOECode],
    ['college-code', '院校代码', c.CollegeCode],
    ['authority', '主管部门', c.Authority],
    ['place', '所在地', placeText(c)],
    ['level', '办学层次', levelText(c)],
    ['nature', '办学性质', c.NatureName],
    ['category', '院校类型', c.CategoryName],
    ['tags', '院校标签', tags],
    ['aliases', '曾用名', listText(c.Aliases)],
    ['abbreviations', '简称', listText(c.Abbreviations)],
    ['tel', '联系电话', c.Tel],
    ['coordinates', '地理坐标', coordinateText(c)],
    ['remark', '备注', c.Remark],
  ];
  return (
    <Table definition compact className="zy-college-facts-table" data-testid="college-facts">
      <Table.Body>
        {rows
          .filter(([, , value]) => value !== '' && value != null)
          .map(([key, label, value]) => (
            <Table.Row key={key} data-testid={`fact-${key}`}>
              <Table.Cell width={3}>{label}</Table.Cell>
              <Table.Cell data-testid={`fact-${key}-value`}>{value}</Table.Cell>
            </Table.Row>
          ))}
      </Table.Body>
    </Table>
  );
}
