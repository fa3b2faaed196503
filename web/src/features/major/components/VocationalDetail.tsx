import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb, Grid, Label, Table } from 'semantic-ui-react';
import { useLoad } from '@/lib/use-load';
import { getMajorCatalogInfo } from '../api/get-major-catalog-info';
import { NO_DATA } from '../lib/format';
import { levelOfApi } from '../lib/levels';
import { majorPaths } from '../lib/paths';
import type { MajorDetail } from '../types';
import { CatalogGaps } from './CatalogGaps';
import { GuideOccupations } from './GuideOccupations';
import { PageHead } from './PageHead';
import { SourceLine } from './SourceLine';
import { ScrollTable } from '@/components/ScrollTable';

const NOT_IN_COPY = `${NO_DATA}（本站所收目录副本未提供）`;

/** A 职业本科 or 专科（高职） major: what the vocational catalogue says, the guide's occupations, the gaps. */
export function VocationalDetail({ major: m }: { major: MajorDetail }) {
  const paths = majorPaths(useLocation().pathname);
  const level = levelOfApi(m.Level);
  const info = useLoad(() => getMajorCatalogInfo(level.education), `info-${level.key}`);
  const catalog = `${paths.catalog}?level=${level.key}`;
  const rows: [string, string, ReactNode][] = [
    ['code', '专业代码', m.Code],
    ['level', '层次', m.Level || level.name],
    ['category', '专业大类', <Link key="c" to={paths.list(m.CategoryCode)}>{m.CategoryName}（{m.CategoryCode}）</Link>],
    ['class', '专业类', <Link key="k" to={paths.list(m.ClassCode)}>{m.ClassName}（{m.ClassCode}）</Link>],
    ['flag', '目录标注', m.Flag || '无'],
    ['years', '修业年限', NOT_IN_COPY],
    ['schools', '开设院校', NOT_IN_COPY],
  ];
  return (
    <>
      <Breadcrumb className="zy-major-crumbs" data-testid="major-crumbs">
        <Breadcrumb.Section as={Link} to={catalog}>
          专业库 · {level.name}
        </Breadcrumb.Section>
        <Breadcrumb.Divider icon="right angle" />
        <Breadcrumb.Section as={Link} to={paths.list(m.CategoryCode)}>
          {m.CategoryName}
        </Breadcrumb.Section>
        <Breadcrumb.Divider icon="right angle" />
        <Breadcrumb.Section as={Link} to={paths.list(m.ClassCode)}>
          {m.ClassName}
        </Breadcrumb.Section>
        <Breadcrumb.Divider icon="right angle" />
        <Breadcrumb.Section active>{m.Name}</Breadcrumb.Section>
      </Breadcrumb>
      <PageHead
        title={
          <span data-testid="major-name">
            {m.Name}{' '}
            <Label size="mini" basic color="violet" data-testid="major-level-mark">
              {level.name}
            </Label>
            {m.Flag ? (
              <Label size="mini" basic color="orange" data-testid="major-flag">
                {m.Flag}
              </Label>
            ) : null}
          </span>
        }
        sub={<span data-testid="major-code">专业代码 {m.Code}</span>}
      />
      <Grid stackable>
        <Grid.Column width={10}>
          <GuideOccupations occupations={m.Occupations} source={m.OccupationSource} />
        </Grid.Column>
        <Grid.Column width={6}>
          <ScrollTable definition compact unstackable data-testid="major-facts">
            <Table.Body>
              {rows.map(([key, label, value]) => (
                <Table.Row key={key} data-testid={`major-fact-${key}`}>
                  <Table.Cell width={5}>{label}</Table.Cell>
                  <Table.Cell>{value}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
          <p className="zy-muted zy-small">本站没有该专业的专业介绍；培养方案与招生要求以各院校招生章程为准。</p>
        </Grid.Column>
      </Grid>
      {info.data ? <CatalogGaps info={info.data} /> : null}
      <SourceLine source={m.Source} />
    </>
  );
}
