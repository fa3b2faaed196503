// A booking's status in words, for the family (我的预约) and for the expert (家长的预约).
import type { Booking } from '../types';

const STATUS_NAMES: Record<string, string> = { upcoming: '即将开始', past: '已结束', cancelled: '已取消' };

/** 即将开始, 已结束 or 已取消; an unknown status as the server sent it. */
export const statusName = (status: string): string => STATUS_NAMES[status] ?? status;

export type Viewer = 'family' | 'expert' | 'operator';

/** A colour for the status's label. */
export const statusColor = (status: string): 'blue' | 'grey' | 'red' => (status === 'upcoming' ? 'blue' : status === 'cancelled' ? 'red' : 'grey');

/**
 * Who cancelled, in the reader's words, with the reason when one was given:
 * "专家已取消：临时有监考任务" for the family, "家长已取消" for the expert or a reviewer.
 */
export function cancelNote(b: Pick<Booking, 'Cancelled' | 'CancelledBy' | 'Reason'>, viewer: Viewer): string {
  if (!b.Cancelled) return '';
  const who: Record<string, string> = {
    family: viewer === 'family' ? '你已取消' : '家长已取消',
    expert: viewer === 'expert' ? '你已取消' : '专家已取消',
    operator: '平台已取消',
  };
  const text = who[b.CancelledBy] ?? '已取消';
  return b.Reason ? `${text}：${b.Reason}` : text;
}

/** Upcoming bookings first (soonest first), then the rest (newest first). */
export function sortBookings(list: Booking[]): Booking[] {
  const t = (b: Booking) => Date.parse(b.Start);
  const up = list.filter((b) => b.Status === 'upcoming').sort((a, b) => t(a) - t(b));
  const rest = list.filter((b) => b.Status !== 'upcoming').sort((a, b) => t(b) - t(a));
  return [...up, ...rest];
}
