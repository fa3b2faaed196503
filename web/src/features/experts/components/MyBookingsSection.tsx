import { PageLoader } from '@/components/PageLoader';
import type { Reloadable } from '../hooks/useReloadable';
import type { Booking } from '../types';
import { ErrorLine } from './ErrorLine';
import { MyBookingList } from './MyBookingList';

/** 我的预约 on the list page: every booking of the signed-in family, with all experts. */
export function MyBookingsSection({ mine, onChanged }: { mine: Reloadable<Booking[]>; onChanged: () => void | Promise<void> }) {
  let body;
  if (mine.error) body = <ErrorLine message={mine.error.message} testId="expert-my-bookings-error" />;
  else if (!mine.data) body = <PageLoader lines={2} />;
  else if (!mine.data.length) body = <p className="zy-muted" data-testid="expert-my-bookings-empty">你还没有预约。选择下面的专家，在其页面上预约空闲时段即可，预约免费。</p>;
  else body = <MyBookingList bookings={mine.data} onChanged={onChanged} />;
  return (
    <section className="zy-experts-section" aria-labelledby="expert-my-bookings-title" data-testid="expert-my-bookings">
      <h2 id="expert-my-bookings-title">我的预约</h2>
      {body}
    </section>
  );
}
