import { Link, useParams } from 'react-router';
import { Button, Header, Message } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useAdmin } from '@/features/admin/hooks/useAdmin';
import { ApiCode } from '@/lib/api-client';
import { ApplicationStatus } from '../components/ApplicationStatus';
import { ClaimsNote } from '../components/ClaimsNote';
import { FamilyBookings } from '../components/FamilyBookings';
import { ProfileFields } from '../components/ProfileFields';
import { useSpecialties } from '../hooks/useSpecialties';
import { ReviewActions } from './ReviewActions';
import { ReviewFacts } from './ReviewFacts';
import { RevisionCompare } from './RevisionCompare';
import { useExpertReview } from './useExpertReview';
import '../experts.css';

/**
 * /admin/experts/:id: one application or expert. Pending and listed ones have an editable profile
 * (the reviewer corrects it before 通过 or 保存修改); the server checks the claims again and its
 * refusal shows here. A listed expert's waiting revision shows beside the listed profile, the form
 * holding the revision (通过修改 lists it, 退回修改 returns it with a reason). The expert's
 * bookings follow, which a reviewer may cancel with a reason.
 */
export default function ExpertReviewPage() {
  const me = useAdmin();
  const { id = '' } = useParams();
  const review = useExpertReview(id);
  const { detail, form } = review;
  const listed = useSpecialties();
  if (detail.error?.code === ApiCode.NotFound) return <EmptyState text="专家不存在" testId="expert-review-gone" />;
  if (detail.error && !detail.data) return <p className="zy-admin-error" role="alert" data-testid="expert-review-load-error">{detail.error.message}</p>;
  if (!detail.data || !form) return <PageLoader />;
  const r = detail.data.Record;
  const editable = r.State === 'pending' || r.State === 'approved';
  // The server's list, and any of the record's own it no longer names (so nothing is dropped unseen).
  const own = [...(r.Specialties ?? []), ...(r.Revision?.Specialties ?? [])];
  const specialties = [...listed, ...own.filter((s, i) => !listed.includes(s) && own.indexOf(s) === i)];
  return (
    <div data-testid="expert-review-page">
      <div className="zy-admin-page-head">
        <Header as="h2">{r.Name}</Header>
        <Link to="/admin/experts" className="ui basic button">
          返回列表
        </Link>
        {r.State === 'approved' ? (
          <a className="ui basic button" href={`#/expertdetail?id=${encodeURIComponent(r.Id)}`} target="_blank" rel="noreferrer">
            家长看到的页面
          </a>
        ) : null}
      </div>
      <ReviewFacts record={r} me={me.UserId} />
      {review.error ? (
        <Message negative role="alert" data-testid="expert-review-error">
          <p>{review.error}</p>
          {review.conflict ? <Button type="button" size="small" onClick={() => void review.reloadNow()} content="重新加载" data-testid="expert-review-reload" /> : null}
        </Message>
      ) : null}
      <RevisionCompare record={r} />
      {editable ? (
        <form className="ui form" onSubmit={(e) => e.preventDefault()} data-testid="expert-review-form">
          <ClaimsNote />
          <ProfileFields form={form} onChange={review.change} specialties={specialties} prefix="expert-review" />
        </form>
      ) : (
        <ApplicationStatus record={r} />
      )}
      <ReviewActions state={r.State} revision={!!r.Revision} busy={review.busy} onStep={review.step} />
      <Header as="h3">家长的预约</Header>
      <FamilyBookings bookings={detail.data.Bookings ?? []} viewer="operator" onChanged={detail.reload} />
    </div>
  );
}
