import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, ok } from '@/features/content/test/mock-api';
import { notify } from '@/lib/notify';
import { signInAs, studentOf } from '../test/fixtures';
import SetRealScorePage from './SetRealScorePage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = () => renderAt('/setRealScore', [{ path: '/setRealScore', element: page(<SetRealScorePage />) }]);

describe('/setRealScore', () => {
  it('takes a 海南 real score up to 900 (IsFinal) and refuses 901', async () => {
    const student = studentOf(46, 700);
    signInAs(student);
    const calls = mockApi({
      'User/UpdateUserScore': () => ok({ Version: 4, Position: 11 }),
      'User/GetUserStudent': () => ok(student),
      'User/CheckUserStudentComplate': () => ok({ IsNeedComplateBaseInfo: 0, IsNeedComplateScore: 0, IsNeedComplateFinalScore: 0, IsNeedComplateSubjects: 0 }),
    });
    const warn = vi.spyOn(notify, 'warning');
    open();
    const field = await screen.findByTestId('realscore-input');
    expect(field.getAttribute('placeholder')).toBe('0–900');
    fireEvent.change(field, { target: { value: '901' } });
    fireEvent.click(screen.getByTestId('realscore-save'));
    expect(warn).toHaveBeenCalledWith('请输入有效的高考成绩！');
    fireEvent.change(field, { target: { value: '812' } });
    fireEvent.click(screen.getByTestId('realscore-save'));
    await waitFor(() => expect(calls.bodies('User/UpdateUserScore')).toEqual([{ Score: 812, IsFinal: true, Version: 3 }]));
  });

  it('refuses above 660 in 上海', async () => {
    signInAs(studentOf(31, 600));
    const calls = mockApi({});
    const warn = vi.spyOn(notify, 'warning');
    open();
    fireEvent.change(await screen.findByTestId('realscore-input'), { target: { value: '661' } });
    fireEvent.click(screen.getByTestId('realscore-save'));
    expect(warn).toHaveBeenCalledWith('请输入有效的高考成绩！');
    expect(calls.bodies('User/UpdateUserScore')).toEqual([]);
  });
});
