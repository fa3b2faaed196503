import { describe, expect, it } from 'vitest';
import { booking } from '../test/fixtures';
import { cancelNote, sortBookings, statusName } from './bookings';

describe('booking status', () => {
  it('names the status', () => {
    expect(['upcoming', 'past', 'cancelled', 'odd'].map(statusName)).toEqual(['即将开始', '已结束', '已取消', 'odd']);
  });

  it('says who cancelled, in the reader’s words, with the reason', () => {
    const b = booking({ Cancelled: true, CancelledBy: 'expert', Reason: '临时有监考任务' });
    expect(cancelNote(b, 'family')).toBe('专家已取消：临时有监考任务');
    expect(cancelNote(b, 'expert')).toBe('你已取消：临时有监考任务');
    expect(cancelNote(b, 'operator')).toBe('专家已取消：临时有监考任务');
    expect(cancelNote(booking({ Cancelled: true, CancelledBy: 'family' }), 'family')).toBe('你已取消');
    expect(cancelNote(booking({ Cancelled: true, CancelledBy: 'family' }), 'expert')).toBe('家长已取消');
    expect(cancelNote(booking({ Cancelled: true, CancelledBy: 'operator', Reason: '专家暂停服务' }), 'family')).toBe('平台已取消：专家暂停服务');
    expect(cancelNote(booking(), 'family')).toBe('');
  });

  it('puts upcoming bookings first, soonest first', () => {
    const list = [
      booking({ Id: 'past', Status: 'past', Start: '2027-05-01T02:00:00Z' }),
      booking({ Id: 'later', Status: 'upcoming', Start: '2027-06-30T02:00:00Z' }),
      booking({ Id: 'soon', Status: 'upcoming', Start: '2027-06-20T02:00:00Z' }),
      booking({ Id: 'gone', Status: 'cancelled', Start: '2027-06-25T02:00:00Z' }),
    ];
    expect(sortBookings(list).map((b) => b.Id)).toEqual(['soon', 'later', 'gone', 'past']);
  });
});
