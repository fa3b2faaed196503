import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Table } from 'semantic-ui-react';
import { degreeText, genderText, NO_DATA, scaleText, schoolCountText, yearsText } from '../lib/format';
import { interestParts } from '../lib/interest';
import { marksText } from '../lib/marks';
import { majorPaths } from '../lib/paths';
import type { MajorDetail } from '../types';
import { ScrollTable } from '@/components/ScrollTable';

/** The catalogue facts and the 阳光高考 figures of a major; unknown figures say 暂无数据. */
export function DetailFacts({ major }: { major: MajorDetail }) {
  const paths = majorPaths(useLocation().pathname);
  const interest = interestParts(major.InterestCode);
  const rows: [string, string, ReactNode][] = [
    ['code', '专业代码', major.Code],
    [
      'category',
      '学科门类',
      <Link key="c" to={paths.list(major.CategoryCode)}>
        {major.CategoryName}（{major.CategoryCode}）
      </Link>,
    ],
    [
      'class',
      '专业类',
      <Link key="k" to={paths.list(major.ClassCode)}>
        {major.ClassName}（{major.ClassCode}）
      </Link>,
    ],
    ['marks', '专业性质', marksText(major) || '一般专业（无 T、K 标记）'],
    ['degree', '授予学位', degreeText(major.Degree)],
    ['years', '修业年限', yearsText(major.Years)],
    ['note', '目录备注', major.Note || '无'],
    ['schools', '开设院校数（阳光高考公布）', schoolCountText(major.SchoolCount)],
    ['scale', '全国普通高校毕业生规模', scaleText(major.GraduateScale)],
    ['gender', '男女比例', genderText(major.MalePct, major.FemalePct)],
    [
      'interest',
      '霍兰德兴趣代码',
      interest.length ? (
        <>
          {major.InterestCode}（{interest.join('、')}）<div className="zy-muted zy-small">由相关职业的 O*NET 兴趣评分平均推算，仅供参考</div>
        </>
      ) : (
        NO_DATA
      ),
    ],
  ];
  return (
    <ScrollTable definition compact unstackable data-testid="major-facts">
      <Table.Body>
        {rows.map(([key, label, value]) => (
          <Table.Row key={key} data-testid={`major-fact-${key}`}>
            <Table.Cell width={4}>{label}</Table.Cell>
            <Table.Cell>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
