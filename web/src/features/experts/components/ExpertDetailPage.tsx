import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Message } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { isLoggedInAtom } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBooking } from '../hooks/useBooking';
import { useTeacherDetail } from '../hooks/useTeacherDetail';
import { loginPath } from '@/lib/navigation';
import type { ExpertDetail } from '../types';
import { BookingDialog } from './BookingDialog';
import { BookingNoticeLine } from './BookingNoticeLine';
import { ErrorLine } from './ErrorLine';
import { ExpertCrumbs } from './ExpertCrumbs';
import { ExpertGone } from './ExpertGone';
import { ExpertProfile } from './ExpertProfile';
import { MyBookingList } from './MyBookingList';
import { NoGuaranteeNote } from './NoGuaranteeNote';
import { RulesList } from './RulesList';
import { SlotBoard } from './SlotBoard';
import '../experts.css';

/**
 * /expertdetail?id= (专家详情): the profile, the slots by day, the rules, and booking in a dialog.
 * A visitor who is not signed in goes to /login first (and comes back). The reader's own bookings
 * with this expert show under 我的预约. Unknown or not open: 专家不存在或暂未开放预约.
 */
export default function ExpertDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const page = useTeacherDetail(id);
  const booking = useBooking(id, page.reload);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const d = page.data && page.data.Expert.Id === id ? page.data : null;
  useDocumentTitle(d ? `${d.Expert.Name} - 专家详情` : null);

  let body;
  if (!id || page.error?.code === ApiCode.NotFound) body = <ExpertGone />;
  else if (page.error) body = <ErrorLine message={page.error.message} testId="expert-detail-error" />;
  else if (!d) body = <PageLoader lines={8} testId="expert-detail-loading" />;
  else {
    body = (
      <Content
        d={d}
        loggedIn={loggedIn}
        booking={booking}
        onBook={(s) => (loggedIn ? booking.open(s) : navigate(loginPath(pathname + search)))}
        onChanged={page.reload}
      />
    );
  }
  return (
    <div className="zy-container zy-experts" data-testid="expert-detail-page">
      <ExpertCrumbs current={d?.Expert.Name ?? '专家详情'} />
      {body}
    </div>
  );
}

function Content({ d, loggedIn, booking, onBook, onChanged }: {
  d: ExpertDetail;
  loggedIn: boolean;
  booking: ReturnType<typeof useBooking>;
  onBook: Parameters<typeof SlotBoard>[0]['onBook'];
  onChanged: () => Promise<void>;
}) {
  const mine = d.MyBookings ?? [];
  return (
    <>
      {d.IsSelf ? (
        <Message info data-testid="expert-self-note">
          这是你的专家主页，家长看到的就是这样。{d.Expert.State === 'approved' ? '' : '审核通过之前只有你自己能看到这个页面。'}
          发布和管理时段请到<Link to="/expertsettlein">专家入驻</Link>页面。
        </Message>
      ) : null}
      <ExpertProfile expert={d.Expert} />
      <BookingNoticeLine notice={booking.notice} />
      {loggedIn && mine.length ? (
        <section className="zy-experts-section" aria-labelledby="expert-mine-title" data-testid="expert-my-bookings">
          <h2 id="expert-mine-title">我的预约</h2>
          <MyBookingList bookings={mine} onChanged={onChanged} />
        </section>
      ) : null}
      <SlotBoard slots={d.Slots ?? []} canBook={!d.IsSelf} onBook={onBook} />
      <RulesList rules={d.Rules ?? []} />
      <NoGuaranteeNote />
      {booking.slot ? (
        <BookingDialog slot={booking.slot} expertName={d.Expert.Name} busy={booking.busy} error={booking.error} onSubmit={(input) => void booking.submit(input)} onClose={booking.close} />
      ) : null}
    </>
  );
}
