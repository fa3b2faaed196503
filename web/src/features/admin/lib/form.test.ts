import { describe, expect, it } from 'vitest';
import type { Detail } from '../types';
import { emptyForm, formOf, formProblems, sameForm, toInput } from './form';

const filled = { ...emptyForm(), title: '标题', category: '填报指南', body: '正文' };

describe('the editor form', () => {
  it('needs a title, a category (not for pages) and a body', () => {
    expect(formProblems(emptyForm(), 'news', true)).toEqual(['标题须为 1–80 个字', '分类须为 1–20 个字', '正文须为 1–50000 个字']);
    expect(formProblems(filled, 'news', true)).toEqual([]);
    expect(formProblems({ ...filled, category: '', code: 'about-us' }, 'page', true)).toEqual([]);
  });
  it('checks the limits the server has', () => {
    expect(formProblems({ ...filled, title: 'x'.repeat(81) }, 'news', true)).toEqual(['标题须为 1–80 个字']);
    expect(formProblems({ ...filled, sourceUrl: 'javascript:alert(1)' }, 'news', true)).toEqual(['来源链接须为 http(s) 地址']);
    expect(formProblems({ ...filled, cover: 'https://elsewhere/a.png' }, 'news', true)).toEqual(['封面须为上传到本站的图片（/uploads/…）']);
    expect(formProblems({ ...filled, year: '1999' }, 'news', true)).toEqual(['年份须为 2000–2100']);
    expect(formProblems({ ...filled, order: '10000' }, 'help', true)).toEqual(['排序须为 0–9999 的整数']);
    expect(formProblems({ ...filled, code: 'About' }, 'page', true)).toEqual(['页面代码须为 2–40 个小写字母、数字或连字符']);
    expect(formProblems({ ...filled, code: 'About' }, 'page', false)).toEqual([]);
  });
  it('sends every field trimmed, numbers as numbers, with the version last seen', () => {
    const f = { ...filled, title: ' 标题 ', provinces: [44], year: '2026', order: '' };
    expect(toInput(f, 'news', 'news-1', 3)).toEqual({
      Id: 'news-1', Version: 3, Kind: 'news', Category: '填报指南', Title: '标题', Body: '正文', Summary: '', Source: '', SourceUrl: '', Cover: '',
      Provinces: [44], Year: 2026, Top: false, Order: 0,
    });
    expect(toInput({ ...filled, code: 'about' }, 'page', null, 0)).toMatchObject({ Version: 0, Code: 'about' });
    expect(toInput(filled, 'page', null, 0)).not.toHaveProperty('Id');
  });
  it("asks a college's items for their college and a charter for its year and official link", () => {
    const college = { ...filled, category: '' };
    expect(formProblems(college, 'collegenews', true)).toEqual(['请填写所属院校的代码（如 10001）']);
    expect(formProblems({ ...college, college: '10022' }, 'collegenews', true)).toEqual([]);
    expect(formProblems({ ...college, college: '10022' }, 'charter', true)).toEqual(['招生章程须填写年份和官方原文链接']);
    const charter = { ...college, college: '10022', year: '2026', sourceUrl: 'https://example.edu.cn/zc' };
    expect(formProblems(charter, 'charter', true)).toEqual([]);
    expect(toInput(charter, 'charter', null, 0)).toMatchObject({ Kind: 'charter', CollegeId: '10022', Year: 2026 });
    expect(toInput(filled, 'news', null, 0)).not.toHaveProperty('CollegeId');
  });
  it('loads a saved item and tells unsaved changes', () => {
    const d = { Code: 'x', Title: 't', Category: 'c', Summary: '', Source: 's', SourceUrl: '', Cover: '', Provinces: null, Year: 0, Top: true, Order: 5, Body: 'b' } as unknown as Detail;
    const f = formOf(d);
    expect(f).toMatchObject({ code: 'x', provinces: [], year: '', order: '5', top: true, source: 's' });
    expect(sameForm(f, { ...f })).toBe(true);
    expect(sameForm(f, { ...f, body: 'c' })).toBe(false);
  });
});
