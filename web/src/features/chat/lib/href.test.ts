import { describe, expect, it } from 'vitest';
import { isExternal, sourceHref } from './href';

describe('sourceHref', () => {
  it('links web addresses and the portal’s own pages', () => {
    expect(sourceHref('https://eea.gd.gov.cn/a.html')).toBe('https://eea.gd.gov.cn/a.html');
    expect(sourceHref('#/helpcenter?id=x')).toBe('#/helpcenter?id=x');
    expect(sourceHref('/helpcenter?id=x')).toBe('#/helpcenter?id=x');
    expect(sourceHref('/#/helpcenter?id=help-vip')).toBe('#/helpcenter?id=help-vip');
  });

  it('does not link an empty address or another scheme', () => {
    expect(sourceHref('')).toBeNull();
    expect(sourceHref('javascript:alert(1)')).toBeNull();
    expect(sourceHref('//evil.example/x')).toBeNull();
    expect(sourceHref('data:text/html,x')).toBeNull();
  });

  it('tells a link leaving the portal', () => {
    expect(isExternal('https://eea.gd.gov.cn/')).toBe(true);
    expect(isExternal('#/helpcenter')).toBe(false);
  });
});
