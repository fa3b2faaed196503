import { useState } from 'react';
import { Button, Message } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { useWorkbench } from '../hooks/useWorkbench';
import { emptyProfile, formOfRecord } from '../lib/profile-form';
import type { ExpertRecord, Workbench } from '../types';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationStatus } from './ApplicationStatus';
import { ErrorLine } from './ErrorLine';
import { ExpertCrumbs } from './ExpertCrumbs';
import { NoGuaranteeNote } from './NoGuaranteeNote';
import { ProfileRevision } from './ProfileRevision';
import { WorkbenchPanel } from './WorkbenchPanel';
import '../experts.css';

/**
 * /expertsettlein (专家入驻, login required): without an application, the form; pending, 审核中
 * with the profile (editable and filed again); rejected, the reason and the form to reapply;
 * suspended, the reason and 我的资料; approved, the workbench (with 我的资料: a revision reviewed
 * before families read it).
 */
export default function SettleInPage() {
  const wb = useWorkbench();
  let body;
  if (wb.error) body = <ErrorLine message={wb.error.message} testId="expert-settle-error" />;
  else if (!wb.data) body = <PageLoader lines={8} testId="expert-settle-loading" />;
  else body = <SettleIn wb={wb.data} reload={wb.reload} />;
  return (
    <div className="zy-container zy-experts" data-testid="expert-settle-page">
      <ExpertCrumbs current="专家入驻" />
      <header className="zy-experts-head">
        <div>
          <h1>专家入驻</h1>
          <p className="zy-muted">升学规划老师提交资料，经平台审核后在专家团队中展示，并发布可预约的咨询时段。家长预约免费。</p>
        </div>
      </header>
      {body}
      <NoGuaranteeNote />
    </div>
  );
}

function SettleIn({ wb, reload }: { wb: Workbench; reload: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const specialties = wb.Specialties ?? [];
  const r: ExpertRecord | null = wb.Applied ? wb.Record : null;
  const done = async () => {
    setEditing(false);
    await reload();
  };
  if (!r) return <ApplicationForm key="new" initial={emptyProfile} specialties={specialties} submitText="提交入驻申请" onDone={done} />;
  if (r.State === 'approved') return <WorkbenchPanel record={r} wb={wb} onChanged={reload} />;
  if (r.State === 'suspended') {
    return (
      <>
        <Message warning data-testid="expert-suspended">
          <Message.Header>你的专家资格已暂停</Message.Header>
          <p>原因：{r.Reason || '未说明'}</p>
          <p>暂停期间家长无法看到你的主页，也不能新预约；已有的预约仍然有效。如有疑问请联系平台运营人员。</p>
        </Message>
        <section className="zy-experts-section" aria-labelledby="expert-profile-title">
          <h2 id="expert-profile-title">我的资料</h2>
          <ProfileRevision record={r} specialties={specialties} onChanged={reload} />
        </section>
      </>
    );
  }
  if (r.State === 'rejected') {
    return (
      <>
        <Message negative data-testid="expert-rejected">
          <Message.Header>入驻申请未通过</Message.Header>
          <p>原因：{r.Reason || '未说明'}</p>
          <p>你可以按原因修改资料后重新提交。</p>
        </Message>
        <ApplicationForm key={`re-${r.Version}`} initial={formOfRecord(r)} specialties={specialties} submitText="重新提交申请" onDone={done} />
      </>
    );
  }
  return (
    <>
      <Message info data-testid="expert-pending">
        <Message.Header>审核中</Message.Header>
        <p>平台会尽快审核你的资料，审核结果会显示在这个页面。审核通过前你可以修改资料并重新提交。</p>
      </Message>
      {editing ? (
        <ApplicationForm key={`edit-${r.Version}`} initial={formOfRecord(r)} specialties={specialties} submitText="重新提交" onDone={done} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <ApplicationStatus record={r} />
          <Button type="button" onClick={() => setEditing(true)} content="修改资料" icon="edit" data-testid="expert-edit" />
        </>
      )}
    </>
  );
}
