import { describe, expect, it } from 'vitest';
import { injectScripts, INJECT_ATTR, removeInjected, scriptsForPath, unwrapScriptCode } from './script-inject';

const items = [
  { ScriptKey: 'all', InjectPageList: [], ImportScriptList: ['/s/all.js'], ScriptCode: '' },
  { ScriptKey: 'home', InjectPageList: ['/index', '#/search'], ImportScriptList: [], ScriptCode: '<script>window.__home = 1</script>' },
];

describe('script injection', () => {
  it('applies page lists, and items without one everywhere', () => {
    expect(scriptsForPath(items, '/index').map((i) => i.ScriptKey)).toEqual(['all', 'home']);
    expect(scriptsForPath(items, '/search').map((i) => i.ScriptKey)).toEqual(['all', 'home']);
    expect(scriptsForPath(items, '/userinfo').map((i) => i.ScriptKey)).toEqual(['all']);
    expect(scriptsForPath(null, '/index')).toEqual([]);
  });
  it('removes and re-adds the tags', () => {
    injectScripts(scriptsForPath(items, '/index'));
    const tags = document.querySelectorAll(`[${INJECT_ATTR}]`);
    expect(tags).toHaveLength(2);
    expect(tags[1].textContent).toBe('window.__home = 1');
    removeInjected();
    expect(document.querySelectorAll(`[${INJECT_ATTR}]`)).toHaveLength(0);
  });
  it('unwraps pasted <script> tags', () => {
    expect(unwrapScriptCode('<script type="text/javascript">a()</script>')).toBe('a()');
  });
});
