import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { cancelBooking } from '../api/cancel-booking';
import { useWrite } from '@/lib/use-write';
import { sortBookings, type Viewer } from '../lib/bookings';
import { rangeText } from '../lib/time';
import type { Booking } from '../types';
import { BookingItem } from './BookingItem';
import { CancelDialog } from './CancelDialog';

/**
 * The families' bookings of one expert, with their contact and question, as the expert (or a
 * reviewer) sees them; 取消 until a booking starts, with the reason the family reads.
 */
export function FamilyBookings({ bookings, viewer, onChanged }: { bookings: Booking[]; viewer: Exclude<Viewer, 'family'>; onChanged: () => void | Promise<void> }) {
  const [open, setOpen] = useState<Booking | null>(null);
  const write = useWrite();
  const close = () => {
    setOpen(null);
    write.clear();
  };
  const cancel = async (b: Booking, reason: string) => {
    if ((await write.run(() => cancelBooking(b.Id, reason))) === null) return;
    notify.success('已取消预约，家长会看到你写的原因');
    close();
    await onChanged();
  };
  if (!bookings.length) return <p className="zy-muted" data-testid="expert-family-bookings-empty">还没有家长预约。</p>;
  return (
    <>
      <ul className="zy-experts-bookings" data-testid="expert-family-bookings">
        {sortBookings(bookings).map((b) => (
          <BookingItem
            key={b.Id}
            booking={b}
            viewer={viewer}
            actions={b.CanCancel ? <Button type="button" size="small" basic onClick={() => setOpen(b)} content="取消" data-testid="expert-family-cancel" /> : null}
          />
        ))}
      </ul>
      {open ? (
        <CancelDialog
          when={rangeText(open.Start, open.End)}
          note={viewer === 'expert' ? '取消后这个时段会关闭，不再开放预约。' : '取消后这个时段会关闭。'}
          reasonRequired
          busy={write.busy}
          error={write.error?.message ?? null}
          onConfirm={(reason) => void cancel(open, reason)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
