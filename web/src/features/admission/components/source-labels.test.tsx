import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SourceNote } from './SourceNote';
import { SourceCell } from './enroll/SourceCell';
import { SourceCaveats } from './SourceCaveats';
import type { Source } from '../types';

const OCR: Source = {
  Id: 'official-anhui-2025-image',
  Authority: '安徽省教育招生考试院',
  Title: '安徽2025年高职（专科）投档最低分及名次',
  Url: 'https://gaokao.chsi.com.cn/',
  Official: true,
  Caveat: '该表由图片识别整理，个别数字可能有误，请以考试院原文为准',
};
const UNLABELLED: Source = { Id: 'official-hubei-2025', Authority: '', Title: '', Url: '', Official: true };

afterEach(cleanup);

describe('source labels', () => {
  it("show the site's caveat of a reviewed source in the note, and once below a table, not on its rows", () => {
    render(
      <>
        <SourceNote source={OCR} testId="note" />
        <SourceCell source={OCR} year={2025} testId="cell" />
        <SourceCell source={OCR} year={2025} testId="cell2" />
        <SourceCaveats uses={[{ source: OCR, year: 2025 }, { source: OCR, year: 2025 }]} testId="caveats" />
      </>,
    );
    expect(screen.getByTestId('note-caveat').textContent).toBe('注意：该表由图片识别整理，个别数字可能有误，请以考试院原文为准');
    expect(screen.queryByTestId('cell-caveat')).toBeNull();
    expect(screen.getByTestId('caveats').querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByTestId('caveats').textContent).toBe('注意（安徽2025年高职（专科）投档最低分及名次）：该表由图片识别整理，个别数字可能有误，请以考试院原文为准');
    expect(screen.getByTestId('note').textContent).toContain('《安徽2025年高职（专科）投档最低分及名次》');
  });
  it('name a compilation as such, never as the authority that published the figures', () => {
    const compiled: Source = { Id: 'gd', Authority: '广东省教育考试院（第三方汇编）', Title: '2011-2025广东高考一分一段表', Url: 'https://github.com/x', Official: false,
      Caveat: '该表为第三方汇编；2011—2017年只有每5分一档的数据' };
    render(<SourceNote source={compiled} testId="note" years={[2025]} />);
    expect(screen.getByTestId('note').textContent).toMatch(/^数据来源：《2011-2025广东高考一分一段表》（汇编自广东省教育考试院公布的数据）/);
    expect(screen.getByTestId('note-caveat').textContent).toBe('注意：该表为第三方汇编');
  });
  it('say that a source lists no publisher, title or link, and show no caveat where there is none', () => {
    render(
      <>
        <SourceNote source={UNLABELLED} testId="note" />
        <SourceCell source={UNLABELLED} year={2025} testId="cell" />
      </>,
    );
    expect(screen.getByTestId('note').textContent).toBe('数据来源：发布机构未载明（来源清单未载明标题与原文链接）');
    expect(screen.getByTestId('cell').textContent).toBe('发布机构未载明 · 2025年 · 未载明标题与原文链接');
    expect(screen.queryByTestId('note-caveat')).toBeNull();
    expect(screen.queryByTestId('cell-link')).toBeNull();
  });
});
