import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Select, SELECT_CLASS } from './Select';
import { SelectMany } from './SelectMany';

const YEARS = [{ value: 2025, text: '2025年' }, { value: 2024, text: '2024年' }];
const texts = (el: HTMLElement) => [...el.querySelectorAll('option')].map((o) => `${o.value}:${o.textContent}${o.disabled ? ' (disabled)' : ''}`);

describe('Select', () => {
  afterEach(cleanup);

  it('is a native select of the one class, answering the option’s own value', () => {
    const onChange = vi.fn();
    render(<Select value={2025} options={YEARS} onChange={onChange} label="年份" testId="s" />);
    const s = screen.getByLabelText('年份') as HTMLSelectElement;
    expect(s.tagName).toBe('SELECT');
    expect(s.className).toBe(SELECT_CLASS);
    expect(s.value).toBe('2025');
    fireEvent.change(s, { target: { value: '2024' } });
    expect(onChange).toHaveBeenCalledWith(2024);
  });

  it('compact and fluid are modifiers of the same class; a placeholder is a first, unselectable line', () => {
    render(<Select value={null} options={YEARS} onChange={() => {}} placeholder="请选择查询年份" compact fluid disabled title="注" testId="s" />);
    const s = screen.getByTestId('s') as HTMLSelectElement;
    expect(s.className).toBe('zy-select compact fluid');
    expect(s.value).toBe('');
    expect(s.disabled).toBe(true);
    expect(s.title).toBe('注');
    expect(s.getAttribute('aria-label')).toBeNull();
    expect(texts(s)).toEqual([':请选择查询年份 (disabled)', '2025:2025年', '2024:2024年']);
  });

  it('a <label htmlFor> names it', () => {
    render(<><label htmlFor="y">高考年份</label><Select id="y" value={2024} options={YEARS} onChange={() => {}} /></>);
    expect((screen.getByLabelText('高考年份') as HTMLSelectElement).value).toBe('2024');
  });
});

describe('SelectMany', () => {
  afterEach(cleanup);
  const PROVINCES = [{ value: 11, text: '北京' }, { value: 44, text: '广东' }, { value: 50, text: '重庆' }];

  it('adds a choice from the one drop-down, lists the chosen ones, removes one or all', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SelectMany id="p" value={[]} options={PROVINCES} onChange={onChange} addText="添加省份…" noneText="未选省份：全国" testId="p" />);
    const add = screen.getByTestId('p-add') as HTMLSelectElement;
    expect(add.className).toBe('zy-select fluid');
    expect(add.id).toBe('p');
    expect(add.value).toBe('');
    expect(texts(add)).toEqual([':添加省份…', '11:北京', '44:广东', '50:重庆']);
    expect(screen.getByTestId('p-none').textContent).toBe('未选省份：全国');
    fireEvent.change(add, { target: { value: '44' } });
    expect(onChange).toHaveBeenLastCalledWith([44]);

    rerender(<SelectMany id="p" value={[44, 11]} options={PROVINCES} onChange={onChange} addText="添加省份…" noneText="未选省份：全国" testId="p" />);
    expect(screen.getAllByTestId('p-item').map((li) => li.textContent)).toEqual(['广东×', '北京×']);
    expect(texts(screen.getByTestId('p-add'))).toEqual([':添加省份…', '50:重庆']);
    expect(screen.getByTestId('p-add')).toHaveProperty('value', '');
    fireEvent.change(screen.getByTestId('p-add'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith([44, 11, 50]);
    fireEvent.click(screen.getByLabelText('移除广东'));
    expect(onChange).toHaveBeenLastCalledWith([11]);
    fireEvent.click(screen.getByTestId('p-clear'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByTestId('p-none')).toBeNull();
  });
});
