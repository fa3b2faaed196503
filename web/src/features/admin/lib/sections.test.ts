import { describe, expect, it } from 'vitest';
import { checkSectionJson, cleanRows, rowsProblem, sectionDef, sectionText, toRows } from './sections';

const menu = (Id: number, MenuName: string, MenuList: unknown[] = []) => ({ Id, MenuName, MenuPath: '/index', OpenWay: 0, MenuList });

describe('JSON sections', () => {
  it('refuses text that is not JSON, or not an array', () => {
    expect(checkSectionJson('ModuleList', '[{"ModuleCode": "A"},]').error).toMatch(/^不是有效的 JSON/);
    expect(checkSectionJson('ModuleList', '{"ModuleCode": "A"}').error).toBe('须为 JSON 数组 […]');
    expect(checkSectionJson('ModuleList', '[]')).toEqual({ value: [], error: null });
  });
  it('checks menus, their sub-menus and unique ids', () => {
    const ok = [menu(1, '首页'), menu(2, '查大学', [menu(21, '院校库')])];
    expect(checkSectionJson('HeadMenuList', JSON.stringify(ok))).toEqual({ value: ok, error: null });
    expect(checkSectionJson('HeadMenuList', JSON.stringify([{ Id: 1, MenuPath: '/x' }])).error).toBe('第 1 项缺少 MenuName');
    expect(checkSectionJson('HeadMenuList', JSON.stringify([menu(1, 'a', [{ Id: 3 }])])).error).toBe('第 1 项的子菜单第 1 项缺少 MenuName');
    expect(checkSectionJson('BottomMenuList', JSON.stringify([menu(1, 'a', [menu(1, 'b')])])).error).toBe('第 1 项的子菜单第 1 项的 Id 1 重复');
    expect(checkSectionJson('HeadMenuList', JSON.stringify([{ ...menu(1, 'a'), OpenWay: '1' }])).error).toMatch(/OpenWay 须为数字/);
    expect(checkSectionJson('HeadMenuList', JSON.stringify([{ ...menu(1, 'a'), MenuList: {} }])).error).toBe('第 1 项的 MenuList 须为数组');
    expect(checkSectionJson('HeadMenuList', '[1]').error).toBe('第 1 项须为对象 {…}');
  });
  it('checks modules and script injections', () => {
    expect(checkSectionJson('ModuleList', '[{"ModuleCode": ""}]').error).toBe('第 1 项缺少 ModuleCode');
    const script = { ScriptKey: 'stats', InjectPageList: ['/index'], ImportScriptList: [], ScriptCode: 'console.log(1)' };
    expect(checkSectionJson('ScriptInjectList', JSON.stringify([script])).error).toBeNull();
    expect(checkSectionJson('ScriptInjectList', JSON.stringify([script, script])).error).toBe('第 2 项的 ScriptKey 重复');
    expect(checkSectionJson('ScriptInjectList', JSON.stringify([{ ...script, InjectPageList: '/index' }])).error).toBe('第 1 项的 InjectPageList 须为文字数组');
    expect(checkSectionJson('ScriptInjectList', JSON.stringify([{ ScriptCode: 'x' }])).error).toBe('第 1 项缺少 ScriptKey');
  });
  it('shows a section as indented JSON', () => {
    expect(sectionText([{ ModuleCode: 'A' }])).toBe('[\n  {\n    "ModuleCode": "A"\n  }\n]');
    expect(sectionText(null)).toBe('[]');
  });
});

describe('row sections', () => {
  const ads = sectionDef('AdList');
  it('have the columns of their lists', () => {
    expect(ads.columns?.map((c) => c.key)).toEqual(['AdPositionId', 'AdTitle', 'AdImageFileUrl', 'AdUrl']);
    expect(sectionDef('FriendLinkList').columns?.map((c) => c.key)).toEqual(['Name', 'Url']);
    expect(sectionDef('ToolBox').columns?.map((c) => c.key)).toEqual(['Name', 'Icon', 'Path']);
    expect(sectionDef('HeadMenuList').columns).toBeUndefined();
  });
  it('need the required cells and numbers where numbers go', () => {
    expect(rowsProblem(ads, [{ AdPositionId: '1', AdTitle: 'a', AdImageFileUrl: '/uploads/a.png' }])).toBeNull();
    expect(rowsProblem(ads, [{ AdPositionId: '1', AdTitle: ' ', AdImageFileUrl: '/uploads/a.png' }])).toBe('第 1 行缺少“标题”');
    expect(rowsProblem(ads, [{ AdPositionId: 'x', AdTitle: 'a', AdImageFileUrl: 'b' }])).toBe('第 1 行的“广告位”须为数字');
  });
  it('are sent trimmed, numbers as numbers, other keys kept', () => {
    expect(cleanRows(ads, [{ AdPositionId: '2', AdTitle: ' a ', AdImageFileUrl: 'b', Extra: true }])).toEqual([
      { AdPositionId: 2, AdTitle: 'a', AdImageFileUrl: 'b', AdUrl: '', Extra: true },
    ]);
  });
  it('keep only objects as rows', () => {
    expect(toRows([{ Name: 'a' }, 1, null, ['x']])).toEqual([{ Name: 'a' }]);
    expect(toRows(null)).toEqual([]);
  });
});
