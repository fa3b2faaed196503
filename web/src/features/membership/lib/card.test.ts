import { describe, expect, it } from 'vitest';
import { cardInputError, cardNoText, luhnValid, normalizeCardNo, normalizeCardPwd } from './card';

describe('activation card input', () => {
  it('ignores spaces and dashes; the secret is upper-cased', () => {
    expect(normalizeCardNo(' 1234 5678-9012 ')).toBe('123456789012');
    expect(normalizeCardPwd('abcd-efgh jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
  });
  it('checks the Luhn digit', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('123456789015')).toBe(true);
    expect(luhnValid('123456789012')).toBe(false);
    expect(luhnValid('12a4')).toBe(false);
  });
  it('says what is wrong before an attempt is spent', () => {
    expect(cardInputError('', 'ABCD-EFGH-JKMN-PQRS')).toBe('请输入卡号');
    expect(cardInputError('1234 5678', 'ABCD-EFGH-JKMN-PQRS')).toBe('卡号为12位数字');
    expect(cardInputError('1234 5678 9012', 'ABCD-EFGH-JKMN-PQRS')).toBe('卡号有误，请核对后重新输入');
    expect(cardInputError('1234 5678 9015', '')).toBe('请输入卡密');
    expect(cardInputError('1234 5678 9015', 'ABCD-EFGH')).toBe('卡密为16位字母或数字');
    expect(cardInputError('1234 5678 9015', 'abcd-efgh-jkmn-pqrs')).toBeNull();
  });
  it('prints the number in groups of four', () => {
    expect(cardNoText('123456789015')).toBe('1234 5678 9015');
  });
});
