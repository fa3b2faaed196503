import { describe, expect, it } from 'vitest';
import { isOver, isWaiting, shownState, stateColor, stateText } from './order-state';

describe('order states', () => {
  it('maps every state to its words', () => {
    expect(stateText('NOTPAY')).toBe('待支付');
    expect(stateText('PAID')).toBe('已支付');
    expect(stateText('CLOSED')).toBe('已关闭');
    expect(stateText('REFUNDING')).toBe('退款中');
    expect(stateText('REFUNDED')).toBe('已退款');
    expect(stateText('EXPIRED')).toBe('已过期');
  });
  it("prefers the server's StateText, falls back to the code", () => {
    expect(stateText('PAID', '已支付（测试）')).toBe('已支付（测试）');
    expect(stateText('PAID', '  ')).toBe('已支付');
    expect(stateText('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(stateText(null)).toBe('');
  });
  it('shows an unpaid order past its time as expired', () => {
    expect(shownState('NOTPAY', true)).toBe('EXPIRED');
    expect(shownState('NOTPAY', false)).toBe('NOTPAY');
    expect(shownState('PAID', true)).toBe('PAID');
  });
  it('polls only while waiting; closed and expired orders need a new one', () => {
    expect(isWaiting('NOTPAY')).toBe(true);
    expect(isWaiting('PAID')).toBe(false);
    expect(isWaiting(undefined)).toBe(false);
    expect(isOver('CLOSED')).toBe(true);
    expect(isOver('EXPIRED')).toBe(true);
    expect(isOver('PAID')).toBe(false);
    expect(isOver('NOTPAY')).toBe(false);
  });
  it('colours the states', () => {
    expect(stateColor('PAID')).toBe('green');
    expect(stateColor('NOTPAY')).toBe('orange');
    expect(stateColor('REFUNDED')).toBe('red');
    expect(stateColor('CLOSED')).toBe('grey');
  });
});
