import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, ok } from '@/features/content/test/mock-api';
import { notify } from '@/lib/notify';
import { signInAs, studentOf } from '../test/fixtures';
import ExamineePage from './ExamineePage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function api(student: ReturnType<typeof studentOf>) {
  return mockApi({
    'User/UpdateUserExam': () => ok({ Version: 4, Position: 10 }),
    'User/UpdateUserScore': () => ok({ Version: 5, Position: 11 }),
    'User/GetUserStudent': () => ok(student),
    'User/CheckUserStudentComplate': () => ok({ IsNeedComplateBaseInfo: 0, IsNeedComplateScore: 0, IsNeedComplateFinalScore: 0, IsNeedComplateSubjects: 0 }),
  });
}

const open = () => renderAt('/examinee', [{ path: '/examinee', element: page(<ExamineePage />) }]);

describe('/examinee', () => {
  it('shows the real score read-only and never writes it when the exam information is saved', async () => {
    const student = studentOf(44, 643, true);
    signInAs(student);
    const calls = api(student);
    open();
    const field = (await screen.findByTestId('examinee-score')) as HTMLInputElement;
    expect(field.value).toBe('643');
    expect(field.readOnly).toBe(true);
    expect(screen.getByTestId('examinee-final-link').getAttribute('href')).toBe('/setRealScore');
    fireEvent.change(field, { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('examinee-save'));
    await waitFor(() => expect(calls.bodies('User/UpdateUserExam')).toHaveLength(1));
    await waitFor(() => expect(calls.bodies('User/GetUserStudent').length).toBeGreaterThan(0));
    expect(calls.bodies('User/UpdateUserScore')).toEqual([]);
    expect((screen.getByTestId('examinee-score') as HTMLInputElement).value).toBe('643');
  });

  it('takes 海南 scores up to 900 and refuses 901', async () => {
    const student = studentOf(46, 700);
    signInAs(student);
    const calls = api(student);
    const warn = vi.spyOn(notify, 'warning');
    open();
    const field = await screen.findByTestId('examinee-score');
    expect(field.getAttribute('placeholder')).toBe('0–900');
    fireEvent.change(field, { target: { value: '901' } });
    fireEvent.click(screen.getByTestId('examinee-save'));
    expect(warn).toHaveBeenCalledWith('请输入有效的高考成绩！');
    expect(calls.bodies('User/UpdateUserExam')).toEqual([]);
    fireEvent.change(field, { target: { value: '880' } });
    fireEvent.click(screen.getByTestId('examinee-save'));
    await waitFor(() => expect(calls.bodies('User/UpdateUserScore')).toEqual([{ Score: 880, Version: 4 }]));
  });

  it('keeps 750 elsewhere and 660 in 上海', async () => {
    signInAs(studentOf(31, 600));
    const calls = api(studentOf(31, 600));
    const warn = vi.spyOn(notify, 'warning');
    open();
    const field = await screen.findByTestId('examinee-score');
    expect(field.getAttribute('placeholder')).toBe('0–660');
    fireEvent.change(field, { target: { value: '661' } });
    fireEvent.click(screen.getByTestId('examinee-save'));
    expect(warn).toHaveBeenCalledWith('请输入有效的高考成绩！');
    expect(calls.bodies('User/UpdateUserExam')).toEqual([]);
  });
});
