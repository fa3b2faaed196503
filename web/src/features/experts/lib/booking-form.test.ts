import { describe, expect, it } from 'vitest';
import { bookingProblems } from './booking-form';

describe('the booking form', () => {
  it('checks name, phone and question length', () => {
    expect(bookingProblems('王', '123', '')).toEqual(['联系人姓名须为 2–20 个字', '请输入正确的11位手机号']);
    expect(bookingProblems('王家长', '13912345678', '问'.repeat(501))).toEqual(['问题不超过 500 字']);
    expect(bookingProblems(' 王家长 ', ' 13912345678 ', '')).toEqual([]);
  });
});
