import { describe, expect, it } from 'vitest';
import { inAppClickPath, inAppPath, type ClickLike } from './internal-link';

describe('links inside published HTML', () => {
  it('knows the portal’s own pages by their hash address', () => {
    expect(inAppPath('#/query-rank')).toBe('/query-rank');
    expect(inAppPath('#/content?code=data-sources')).toBe('/content?code=data-sources');
    expect(inAppPath('https://gaokao.chsi.com.cn/')).toBeNull();
    expect(inAppPath('#top')).toBeNull();
    expect(inAppPath('mailto:a@b.cn')).toBeNull();
    expect(inAppPath(null)).toBeNull();
  });

  const html = (markup: string) => {
    const box = document.createElement('div');
    box.innerHTML = markup;
    return box;
  };
  const click = (target: EventTarget | null, patch: Partial<ClickLike> = {}): ClickLike => ({
    button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...patch,
  });

  it('routes a plain click on an in-app link, from the link or an element inside it', () => {
    const box = html('<p><a href="#/query-rank"><strong>查位次</strong></a> <a href="https://x.cn/" target="_blank">外站</a> <a href="#/setpwd" target="_blank">新窗口</a></p>');
    const [inApp, outside, newWindow] = [...box.querySelectorAll('a')];
    expect(inAppClickPath(click(inApp))).toBe('/query-rank');
    expect(inAppClickPath(click(inApp.querySelector('strong')))).toBe('/query-rank');
    expect(inAppClickPath(click(outside))).toBeNull();
    expect(inAppClickPath(click(newWindow))).toBeNull();
    expect(inAppClickPath(click(box.querySelector('p')))).toBeNull();
  });
  it('leaves modified, other-button and handled clicks to the browser', () => {
    const link = html('<a href="#/query-rank">x</a>').querySelector('a');
    expect(inAppClickPath(click(link, { ctrlKey: true }))).toBeNull();
    expect(inAppClickPath(click(link, { metaKey: true }))).toBeNull();
    expect(inAppClickPath(click(link, { shiftKey: true }))).toBeNull();
    expect(inAppClickPath(click(link, { button: 1 }))).toBeNull();
    expect(inAppClickPath(click(link, { defaultPrevented: true }))).toBeNull();
  });
});
