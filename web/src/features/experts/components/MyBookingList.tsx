import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { cancelBooking } from '../api/cancel-booking';
import { moveBooking } from '../api/move-booking';
import { useWrite } from '@/lib/use-write';
import { sortBookings } from '../lib/bookings';
import { rangeText } from '../lib/time';
import type { Booking } from '../types';
import { BookingItem } from './BookingItem';
import { CancelDialog } from './CancelDialog';
import { MoveDialog } from './MoveDialog';

type Open = { kind: 'cancel' | 'move'; booking: Booking } | null;

/**
 * A family's own bookings with 取消 and 改期 where the rules still allow them (CanCancel,
 * CanMove); `onChanged` reads again after a change (the read waits for it).
 */
export function MyBookingList({ bookings, onChanged }: { bookings: Booking[]; onChanged: () => void | Promise<void> }) {
  const [open, setOpen] = useState<Open>(null);
  const write = useWrite();
  const close = () => {
    setOpen(null);
    write.clear();
  };
  const cancel = async (b: Booking, reason: string) => {
    if ((await write.run(() => cancelBooking(b.Id, reason))) === null) return;
    notify.success('已取消预约，这个时段已重新开放');
    close();
    await onChanged();
  };
  const move = async (b: Booking, slotId: string) => {
    if ((await write.run(() => moveBooking(b.Id, slotId))) === null) return;
    notify.success('已改期');
    close();
    await onChanged();
  };
  return (
    <>
      <ul className="zy-experts-bookings" data-testid="expert-my-bookings-list">
        {sortBookings(bookings).map((b) => (
          <BookingItem
            key={b.Id}
            booking={b}
            viewer="family"
            actions={
              b.CanCancel || b.CanMove ? (
                <>
                  {b.CanMove ? <Button type="button" size="small" basic onClick={() => setOpen({ kind: 'move', booking: b })} content="改期" data-testid="expert-booking-move" /> : null}
                  {b.CanCancel ? <Button type="button" size="small" basic onClick={() => setOpen({ kind: 'cancel', booking: b })} content="取消" data-testid="expert-booking-cancel" /> : null}
                </>
              ) : null
            }
          />
        ))}
      </ul>
      {open?.kind === 'cancel' ? (
        <CancelDialog
          when={rangeText(open.booking.Start, open.booking.End)}
          note="取消后这个时段会重新开放给其他家长。"
          reasonRequired={false}
          busy={write.busy}
          error={write.error?.message ?? null}
          onConfirm={(reason) => void cancel(open.booking, reason)}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'move' ? (
        <MoveDialog booking={open.booking} busy={write.busy} error={write.error?.message ?? null} onConfirm={(slotId) => void move(open.booking, slotId)} onClose={close} />
      ) : null}
    </>
  );
}
