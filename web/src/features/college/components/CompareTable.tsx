import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Table } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { levelText, placeText } from '../lib/facts';
import { collegePaths } from '../lib/paths';
import type { PlanSummary, TrackLines } from '../lib/compare-admission';
import type { CollegeDetail } from '../types';
import { CollegeTags } from './CollegeTags';
import { LineCell, PlanCell, RulesCell, type CompareWhere } from './CompareAdmissionCells';
import { ScrollTable } from '@/components/ScrollTable';

/** A college's admission facts in the visitor's province and track, as the table reads them. */
export interface CompareFacts {
  lines: TrackLines;
  plan: PlanSummary | null;
  error: string;
}

/** The admission part of the table: where it reads, and what it found (null while loading). */
export interface CompareAdmission {
  /** null: no province chosen in the header (the section asks for one). */
  where: CompareWhere | null;
  facts: Map<string, CompareFacts> | null;
  /** Why the province's tracks could not be read. */
  error: string;
}

type Row = [key: string, label: string, value: (c: CollegeDetail) => ReactNode];

const dash = <span className="zy-muted">—</span>;

const PROFILE: Row[] = [
  ['tags', '院校标签', (c) => (c.StrengthTags || c.FeatureTags ? <CollegeTags strength={c.StrengthTags} feature={c.FeatureTags} /> : '')],
  ['kind', '层次 · 性质', (c) => [levelText(c), c.NatureName, c.CategoryName ? `${c.CategoryName}类` : ''].filter(Boolean).join(' · ')],
  ['place', '所在地', (c) => placeText(c)],
];

const OFFER: Row[] = [['major-count', '开设本科专业数', (c) => (c.MajorCount > 0 ? `${c.MajorCount} 个` : '暂无数据')]];

// Identifiers last: a family rarely needs them, a form sometimes does.
const CODES: Row[] = [
  ['college-code', '院校代码', (c) => c.CollegeCode],
  ['moe-code', '学校标识码', (c) => c.MOECode],
];

function Rows({ rows, colleges, muted = false }: { rows: Row[]; colleges: CollegeDetail[]; muted?: boolean }) {
  return (
    <>
      {rows.map(([key, label, value]) => (
        <Table.Row key={key} data-testid={`compare-row-${key}`} className={muted ? 'zy-compare-codes' : undefined}>
          <Table.Cell>{label}</Table.Cell>
          {colleges.map((c) => {
            const v = value(c);
            return <Table.Cell key={c.Id}>{v === '' || v == null ? dash : v}</Table.Cell>;
          })}
        </Table.Row>
      ))}
    </>
  );
}

function Section({ title, span, testId }: { title: ReactNode; span: number; testId: string }) {
  return (
    <Table.Row className="zy-compare-section" data-testid={testId}>
      <Table.Cell colSpan={span}>
        <span className="zy-compare-section-title">{title}</span>
      </Table.Cell>
    </Table.Row>
  );
}

const ADMISSION: [key: string, label: string][] = [
  ['line-latest', '最新录取'],
  ['line-previous', '上一年录取'],
  ['plan', '招生计划'],
  ['subjects', '选科要求'],
];

function AdmissionRows({ colleges, admission }: { colleges: CollegeDetail[]; admission: CompareAdmission }) {
  const { where, facts } = admission;
  const span = colleges.length + 1;
  // Without a province CompareTable asks for one above the table, where a phone shows it whole.
  if (!where) return null;
  if (admission.error) {
    return (
      <Table.Row data-testid="compare-admission-error">
        <Table.Cell colSpan={span}>
          <span className="zy-muted">{admission.error}</span>
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <>
      {ADMISSION.map(([key, label]) => (
        <Table.Row key={key} data-testid={`compare-row-${key}`}>
          <Table.Cell>{label}</Table.Cell>
          {colleges.map((c) => {
            const f = facts?.get(c.Id);
            const testId = `compare-${key}-${c.Id}`;
            let cell: ReactNode;
            if (!facts || !where.track) cell = <PageLoader lines={2} testId={`${testId}-loading`} />;
            else if (!f) cell = dash;
            else if (f.error) cell = <span className="zy-muted" data-testid={`${testId}-error`}>{f.error}</span>;
            else if (key === 'line-latest') cell = <LineCell lines={f.lines} which="latest" where={where} testId={testId} />;
            else if (key === 'line-previous') cell = <LineCell lines={f.lines} which="previous" where={where} testId={testId} />;
            else if (key === 'plan') cell = <PlanCell plan={f.plan} where={where} testId={testId} />;
            else cell = <RulesCell plan={f.plan} where={where} testId={testId} />;
            return <Table.Cell key={c.Id}>{cell}</Table.Cell>;
          })}
        </Table.Row>
      ))}
    </>
  );
}

/**
 * 2–4 colleges side by side: who they are (tags, level, place), then what a family needs in its
 * province and track (the newest line and rank, the year before, the plan and its subject
 * requirements), the majors offered, and the codes last. A column header removes its college.
 */
export function CompareTable({ colleges, onRemove, admission }: { colleges: CollegeDetail[]; onRemove: (id: string) => void; admission: CompareAdmission }) {
  const paths = collegePaths(useLocation().pathname);
  const span = colleges.length + 1;
  const where = admission.where;
  return (
    <>
      {where ? null : (
        <p className="zy-muted zy-compare-no-province" data-testid="compare-admission-no-province">
          请先在页头选择所在省份，查看这些院校在本省的录取分数、位次与招生计划。
        </p>
      )}
      <ScrollTable celled definition className="zy-compare-table" data-testid="compare-table">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>
              <span className="zy-visually-hidden">对比项</span>
            </Table.HeaderCell>
            {colleges.map((c) => (
              <Table.HeaderCell key={c.Id} data-testid={`compare-col-${c.Id}`}>
                <Link to={paths.detail(c.Id)} data-testid="compare-col-name">
                  {c.CollegeName}
                </Link>
                <button type="button" className="zy-link-button zy-compare-remove" aria-label={`移除${c.CollegeName}`} onClick={() => onRemove(c.Id)} data-testid={`compare-remove-${c.Id}`}>
                  移除
                </button>
              </Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Rows rows={PROFILE} colleges={colleges} />
          {where ? (
            <>
              <Section span={span} testId="compare-section-admission" title={`在${where.provinceName}${where.track ? `（${where.track}）` : ''}的录取与招生`} />
              <AdmissionRows colleges={colleges} admission={admission} />
            </>
          ) : null}
          <Section span={span} testId="compare-section-majors" title="专业" />
          <Rows rows={OFFER} colleges={colleges} />
          <Section span={span} testId="compare-section-codes" title="院校编码" />
          <Rows rows={CODES} colleges={colleges} muted />
        </Table.Body>
      </ScrollTable>
    </>
  );
}
