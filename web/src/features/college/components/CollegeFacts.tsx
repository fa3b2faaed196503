import type { ReactNode } from 'react';
import { Header, Segment, Table } from 'semantic-ui-react';
import { coordinateText, levelText, listText, placeText } from '../lib/facts';
import type { CollegeDetail } from '../types';
import { CollegeTags } from './CollegeTags';
import { ScrollTable } from '@/components/ScrollTable';

/** The facts of one college as a two-column table; a fact the API does not know is left out. */
export function CollegeFacts({ college: c }: { college: CollegeDetail }) {
  const tags = c.StrengthTags || c.FeatureTags ? <CollegeTags strength={c.StrengthTags} feature={c.FeatureTags} testId="detail-tags" /> : '';
  // What a family asks first (where, what kind), the registry's identifiers and coordinates last.
  const rows: [string, string, ReactNode][] = [
    ['place', '所在地', placeText(c)],
    ['level', '办学层次', levelText(c)],
    ['nature', '办学性质', c.NatureName],
    ['category', '院校类型', c.CategoryName],
    ['authority', '主管部门', c.Authority],
    ['tags', '院校标签', tags],
    ['abbreviations', '简称', listText(c.Abbreviations)],
    ['aliases', '曾用名', listText(c.Aliases)],
    ['tel', '联系电话', c.Tel],
    ['college-code', '院校代码', c.CollegeCode],
    ['moe-code', '学校标识码', c.MOECode],
    ['coordinates', '地理坐标', coordinateText(c)],
    ['remark', '备注', c.Remark],
  ];
  return (
    <Segment className="zy-college-facts">
      <Header as="h3">学校概况</Header>
      <ScrollTable definition compact className="zy-college-facts-table" data-testid="college-facts">
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
      </ScrollTable>
    </Segment>
  );
}
