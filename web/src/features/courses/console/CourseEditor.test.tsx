import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import AdminLayout from '@/features/admin/components/AdminLayout';
import { EDITOR, REVIEWER } from '@/features/admin/test/fixtures';
import { mockApi, ok, refused, signIn, type Answer } from '@/features/admin/test/mock-api';
import type { Me } from '@/features/admin/types';
import CourseConsoleListPage from './CourseConsoleListPage';
import CourseEditorPage from './CourseEditorPage';
import type { ConsoleCourse } from './types';

vi.setConfig({ testTimeout: 20_000 });

let me: Me;
let current: ConsoleCourse;
let api: ReturnType<typeof mockApi>;
let writes: Record<string, Answer[]>;

const stored = (over: Partial<ConsoleCourse> = {}): ConsoleCourse => ({
  Id: 'pingxing', State: 'draft', Live: false, Note: '', Version: 1, UpdatedAt: '2026-11-24T02:30:00Z', UpdatedBy: 'u-editor', PublishedAt: null,
  Course: {
    Title: '平行志愿十讲', Category: '志愿填报', Subject: '', Grade: '高三', Summary: '', Cover: '', Teacher: '', Members: true,
    Chapters: [{ Id: 'c1', Title: '规则', Lessons: [{ Id: 'l1', Title: '投档怎么走', Kind: 'video', Media: 'ab.mp4', Body: '', Minutes: 12, Free: true }] }],
  },
  ...over,
});

/** A write answers the next queued answer, or succeeds with the next version. */
const write = (path: string) => () => {
  const queued = writes[path]?.shift();
  if (queued) return queued;
  current = { ...current, Version: current.Version + 1 };
  return ok({ Version: current.Version, Position: 900 + current.Version });
};

beforeEach(() => {
  me = EDITOR;
  current = stored();
  writes = {};
  signIn(me.UserId);
  api = mockApi({
    'Admin/Me': () => ok(me),
    'Web/GetVideoCategoryList': () => ok([{ Id: '志愿填报', CategoryName: '志愿填报', Count: 1 }]),
    'Admin/CourseList': (b) => ok({ List: b.State === 'withdrawn' ? [] : [current], Total: b.State === 'withdrawn' ? 0 : 1, PageIndex: 1, PageSize: 10 }),
    'Admin/CourseDetail': () => ok(current),
    'Admin/SaveCourse': write('Admin/SaveCourse'),
    'Admin/PublishCourse': write('Admin/PublishCourse'),
    'Admin/WithdrawCourse': write('Admin/WithdrawCourse'),
    'Admin/UploadMedia': (_b, form) => ok({ Url: '0123456789abcdef0123456789abcdef.mp4', Name: (form?.get('file') as File).name, Type: 'video/mp4', Size: 4 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (path: string) =>
  renderAt(path, [{
    path: '/admin',
    element: page(<AdminLayout />),
    children: [
      { path: 'courses', element: <CourseConsoleListPage /> },
      { path: 'courses/new', element: <CourseEditorPage /> },
      { path: 'courses/:id', element: <CourseEditorPage /> },
      { path: ':kind', element: <p>内容列表</p> },
    ],
  }]);
const input = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const lessonBox = (id: string) => screen.getAllByTestId('course-lesson').find((l) => l.dataset.id === id)!;

describe('the console’s 课程', () => {
  it('is in the menu of editors and reviewers and lists courses by state', async () => {
    open('/admin/news');
    expect((await screen.findByTestId('admin-menu-courses')).textContent).toBe('课程');
    fireEvent.click(screen.getByTestId('admin-menu-courses'));
    const row = await screen.findByTestId('course-console-row');
    expect(row.dataset.id).toBe('pingxing');
    expect(row.textContent).toContain('草稿');
    expect(api.bodies('Admin/CourseList')[0]).toEqual({ PageIndex: 1, PageSize: 10 });
    fireEvent.change(screen.getByTestId('course-console-state'), { target: { value: 'withdrawn' } });
    expect((await screen.findByTestId('course-console-empty')).textContent).toContain('没有符合条件的课程');
    expect(api.bodies('Admin/CourseList').pop()).toEqual({ State: 'withdrawn', PageIndex: 1, PageSize: 10 });
  });

  it('creates a course: the form maps onto SaveCourse’s body, uploads through Admin/UploadMedia', async () => {
    const view = open('/admin/courses/new');
    await screen.findByTestId('course-editor');
    input(screen.getByTestId('course-id'), 'Gaokao-2027');
    expect((screen.getByTestId('course-id') as HTMLInputElement).value).toBe('gaokao-2027');
    input(screen.getByTestId('course-title'), ' 新高考选科十讲 ');
    input(screen.getByTestId('course-category'), '选科指导');
    input(screen.getByTestId('course-grade'), '高一');
    input(screen.getByTestId('course-teacher'), '志愿编辑部');
    input(screen.getByTestId('course-summary'), '讲清选科');
    fireEvent.click(screen.getByTestId('course-members'));
    input(screen.getByTestId('chapter-title'), '选科规则');
    const first = within(lessonBox('l1'));
    input(first.getByTestId('lesson-title'), '3+1+2 是什么');
    input(first.getByTestId('lesson-minutes'), '9');
    fireEvent.click(first.getByTestId('lesson-free'));
    fireEvent.change(first.getByTestId('lesson-upload-l1-input'), { target: { files: [new File([new Uint8Array([0, 0, 0, 24])], '第一课.mp4', { type: 'video/mp4' })] } });
    await waitFor(() => expect(first.getByTestId('lesson-media-name').textContent).toBe('已上传：第一课.mp4'));
    expect(api.last('Admin/UploadMedia')!.form!.get('file')).toBeInstanceOf(File);
    input(first.getByTestId('lesson-body'), '**要点**');

    fireEvent.click(screen.getByTestId('chapter-add-lesson'));
    const second = within(lessonBox('l2'));
    input(second.getByTestId('lesson-kind'), 'text');
    expect(second.queryByTestId('lesson-media')).toBeNull();
    input(second.getByTestId('lesson-title'), '选科与专业');
    input(second.getByTestId('lesson-body'), '正文');
    fireEvent.click(screen.getByTestId('course-add-chapter'));
    const chapters = screen.getAllByTestId('course-chapter-editor');
    expect(chapters.map((c) => c.dataset.id)).toEqual(['c1', 'c2']);
    expect(within(chapters[1]).getAllByTestId('course-lesson').map((l) => l.dataset.id)).toEqual(['l3']);
    fireEvent.click(within(chapters[1]).getByTestId('chapter-remove'));

    fireEvent.click(screen.getByTestId('course-save'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/courses/gaokao-2027'));
    expect(api.bodies('Admin/SaveCourse')).toEqual([{
      Id: 'gaokao-2027', Version: 0,
      Course: {
        Title: '新高考选科十讲', Category: '选科指导', Subject: '', Grade: '高一', Summary: '讲清选科', Cover: '', Teacher: '志愿编辑部', Members: true,
        Chapters: [{ Id: 'c1', Title: '选科规则', Lessons: [
          { Id: 'l1', Title: '3+1+2 是什么', Kind: 'video', Media: '0123456789abcdef0123456789abcdef.mp4', Body: '**要点**', Minutes: 9, Free: true },
          { Id: 'l2', Title: '选科与专业', Kind: 'text', Media: '', Body: '正文', Minutes: 0, Free: false },
        ] }],
      },
    }]);
  });

  it('refuses a bad id before asking, and shows the server’s refusal beside the lesson it names', async () => {
    open('/admin/courses/new');
    await screen.findByTestId('course-editor');
    input(screen.getByTestId('course-id'), 'a');
    fireEvent.click(screen.getByTestId('course-save'));
    expect((await screen.findByTestId('course-editor-error')).textContent).toContain('课程编号须为 2–64 位小写字母、数字或连字符');
    expect(api.bodies('Admin/SaveCourse')).toEqual([]);

    writes['Admin/SaveCourse'] = [refused(400, '第 1 章第 1 课时须选择上传的视频（MP4 或 WebM）')];
    input(screen.getByTestId('course-id'), 'ab');
    input(screen.getByTestId('course-title'), '课');
    input(screen.getByTestId('course-category'), '类');
    fireEvent.click(screen.getByTestId('course-save'));
    const problem = await within(lessonBox('l1')).findByTestId('lesson-problem');
    expect(problem.textContent).toBe('第 1 章第 1 课时须选择上传的视频（MP4 或 WebM）');
    expect(screen.getByTestId('course-editor-error').textContent).toContain('第 1 章第 1 课时');
  });

  it('a reviewer publishes; the server’s refusal (their own revision) shows in its words', async () => {
    me = REVIEWER;
    signIn(me.UserId);
    current = stored({ UpdatedBy: 'u-reviewer' });
    writes['Admin/PublishCourse'] = [refused(403, '不能发布自己保存的版本：请另一位审核人发布')];
    open('/admin/courses/pingxing');
    await screen.findByTestId('course-editor');
    expect(screen.getByTestId('course-own-revision').textContent).toContain('须由另一位审核人发布');
    expect(screen.queryByTestId('course-withdraw')).toBeNull();
    fireEvent.click(screen.getByTestId('course-publish'));
    expect((await screen.findByTestId('course-editor-error')).textContent).toContain('不能发布自己保存的版本');

    current = stored({ UpdatedBy: 'u-editor' });
    fireEvent.click(screen.getByTestId('course-publish'));
    await waitFor(() => expect(api.bodies('Admin/PublishCourse').pop()).toEqual({ Id: 'pingxing', Version: 1 }));
  });

  it('an editor has no 发布 with review on; a reviewer withdraws a live course with the reason', async () => {
    current = stored({ State: 'published', Live: true, Version: 3 });
    const view = open('/admin/courses/pingxing');
    await screen.findByTestId('course-editor');
    expect(screen.queryByTestId('course-publish')).toBeNull();
    expect(screen.queryByTestId('course-withdraw')).toBeNull();
    expect(screen.getByTestId('course-live-link').getAttribute('href')).toBe('#/study-detail?id=pingxing');
    view.unmount();

    me = REVIEWER;
    signIn(me.UserId);
    open('/admin/courses/pingxing');
    fireEvent.click(await screen.findByTestId('course-withdraw'));
    input(await screen.findByTestId('course-withdraw-dialog-reason'), '内容更新');
    fireEvent.click(screen.getByTestId('course-withdraw-dialog-confirm'));
    await waitFor(() => expect(api.bodies('Admin/WithdrawCourse')).toEqual([{ Id: 'pingxing', Version: 3, Reason: '内容更新' }]));
  });
});
