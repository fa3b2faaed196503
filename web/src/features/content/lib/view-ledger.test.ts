import { describe, expect, it } from 'vitest';
import { createViewLedger } from './view-ledger';

describe('view ledger', () => {
  it('answers true once per view key', () => {
    const first = createViewLedger();
    expect(first('k1|news-a')).toBe(true);
    expect(first('k1|news-a')).toBe(false);
    expect(first('k2|news-a')).toBe(true);
    expect(first('k2|news-b')).toBe(true);
    expect(createViewLedger()('k1|news-a')).toBe(true);
  });
});
