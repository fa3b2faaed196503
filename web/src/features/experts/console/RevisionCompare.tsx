import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { ProvinceNames } from '../components/ProvinceNames';
import { PROFILE_FIELD_NAMES } from '../lib/profile-form';
import { REVISION_NAME } from '../lib/states';
import { stampText } from '../lib/time';
import type { ExpertRecord, ProfileField, Revision } from '../types';

type Shown = Pick<Revision, ProfileField>;

function value(p: Shown, f: ProfileField) {
  switch (f) {
    case 'Years':
      return `${p.Years} 年`;
    case 'Specialties':
      return (p.Specialties ?? []).join('、') || '—';
    case 'Provinces':
      return <ProvinceNames ids={p.Provinces} />;
    case 'Intro':
      return <div className="zy-experts-revision-intro">{p.Intro}</div>;
    default:
      return p[f] || '—';
  }
}

/**
 * A listed expert's waiting revision beside the listed profile: the changed fields only, 现在展示
 * and 修改为 side by side. The form below holds the revision for the reviewer to correct.
 */
export function RevisionCompare({ record: r }: { record: ExpertRecord }) {
  const v = r.Revision;
  if (!v) return null;
  const changed = v.Changed ?? [];
  return (
    <section className="zy-experts-revision" data-testid="expert-review-revision">
      <h3>
        {REVISION_NAME}
        <span className="zy-muted zy-experts-small"> · 提交于 {stampText(v.SubmittedAt)}</span>
      </h3>
      {changed.length ? (
        <ScrollTable celled compact className="zy-admin-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>项目</Table.HeaderCell>
              <Table.HeaderCell>现在展示</Table.HeaderCell>
              <Table.HeaderCell>修改为</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changed.map((f) => (
              <Table.Row key={f} data-testid="expert-review-change" data-field={f}>
                <Table.Cell className="zy-admin-nowrap">{PROFILE_FIELD_NAMES[f] ?? f}</Table.Cell>
                <Table.Cell data-testid="expert-review-change-old">{value(r, f)}</Table.Cell>
                <Table.Cell data-testid="expert-review-change-new">{value(v, f)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      ) : (
        <p className="zy-muted">修改后的资料与现在展示的一致。</p>
      )}
      <p className="zy-muted zy-experts-small">下方表单为修改后的资料，可更正后点“通过修改”；退回时请写明原因，专家会在工作台看到。</p>
    </section>
  );
}
