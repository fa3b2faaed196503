import { Message } from 'semantic-ui-react';
import type { BookingNotice } from '../hooks/useBooking';
import { rangeText } from '../lib/time';

/** After 预约: the booking made, or why it was not (the slot was just taken: the slots are fresh below). */
export function BookingNoticeLine({ notice }: { notice: BookingNotice }) {
  if (!notice) return null;
  if (notice.kind === 'refused') {
    return (
      <Message warning role="alert" data-testid="expert-book-refused">
        <p>{notice.message}</p>
        <p className="zy-experts-small">下面是最新的时段，请重新选择。</p>
      </Message>
    );
  }
  const { slot, phone } = notice;
  return (
    <Message success role="status" data-testid="expert-booked">
      <Message.Header>预约成功</Message.Header>
      <p>
        {rangeText(slot.Start, slot.End)}（{slot.ModeName}）。专家会按你留的手机号 {phone} 联系你，预约已列在“我的预约”中。
      </p>
    </Message>
  );
}
