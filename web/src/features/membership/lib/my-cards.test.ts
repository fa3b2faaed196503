import { describe, expect, it } from 'vitest';
import { cardStateColor, cardValidText } from './my-cards';

const date = (t: string) => t.slice(0, 10);

describe('my activated cards', () => {
  it('shows the product time the card gave', () => {
    expect(cardValidText({ ValidFrom: '2026-11-24T10:20:01Z', ValidUntil: '2027-11-24T10:20:01Z' }, date)).toBe('2026-11-24 至 2027-11-24');
    expect(cardValidText({ ValidFrom: null, ValidUntil: '2027-11-24T10:20:01Z' }, date)).toBe('至 2027-11-24');
    expect(cardValidText({ ValidFrom: null, ValidUntil: null }, date)).toBe('—');
  });
  it('colours the states', () => {
    expect(cardStateColor('ACTIVE')).toBe('green');
    expect(cardStateColor('PENDING')).toBe('blue');
    expect(cardStateColor('EXPIRED')).toBe('grey');
    expect(cardStateColor('REVOKED')).toBe('red');
    expect(cardStateColor('PROCESSING')).toBe('grey');
  });
});
