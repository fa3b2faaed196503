import { describe, expect, it } from 'vitest';
import { provincesText, revisedDate, sourceHref, viewCountText } from './format';

describe('content facts', () => {
  it('read counts come from the real count only', () => {
    expect(viewCountText(12)).toBe('阅读 12');
    expect(viewCountText(0)).toBe('阅读 0');
    expect(viewCountText(undefined)).toBe('');
    expect(viewCountText(Number.NaN)).toBe('');
  });
  it('names the provinces, nothing for a national item', () => {
    expect(provincesText(['广东', '广西'])).toBe('广东、广西');
    expect(provincesText([])).toBe('');
    expect(provincesText(null)).toBe('');
  });
  it('shows the revision date only when it differs from the release date', () => {
    expect(revisedDate('2026-11-24', '2026-11-25')).toBe('2026-11-25');
    expect(revisedDate('2026-11-24', '2026-11-24')).toBeNull();
    expect(revisedDate('2026-11-24', '')).toBeNull();
  });
  it('links a source only to an http(s) address', () => {
    expect(sourceHref('https://eea.gd.gov.cn/a.html')).toBe('https://eea.gd.gov.cn/a.html');
    expect(sourceHref(' http://www.moe.gov.cn/ ')).toBe('http://www.moe.gov.cn/');
    expect(sourceHref('javascript:alert(1)')).toBeNull();
    expect(sourceHref('')).toBeNull();
  });
});
