import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SourceNote } from './SourceNote';
import { SourceCell } from './enroll/SourceCell';
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
  it("show the site's caveat of a reviewed source in the note and in a table cell", () => {
    render(
      <>
        <SourceNote source={OCR} testId="note" />
        <SourceCell source={OCR} year={2025} testId="cell" />
      </>,
    );
    expect(screen.getByTestId('note-caveat').textContent).toBe('注意：该表由图片识别整理，个别数字可能有误，请以考试院原文为准');
    expect(screen.getByTestId('cell-caveat').textContent).toBe('注意：该表由图片识别整理，个别数字可能有误，请以考试院原文为准');
    expect(screen.getByTestId('note').textContent).toContain('《安徽2025年高职（专科）投档最低分及名次》');
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
