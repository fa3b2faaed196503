import { describe, expect, it } from 'vitest';
import { emptyCourseForm, formOf, formProblems, sameForm, toBody } from './course-form';
import { addChapter, addLesson, moveChapter, moveLesson, nextId, patchLesson, removeChapter, removeLesson } from './form-ops';
import { problemPlace } from './problem-place';
import type { ConsoleCourse } from '../types';

const stored: ConsoleCourse = {
  Id: 'pingxing', State: 'draft', Live: false, Note: '', Version: 2, UpdatedAt: '2026-11-24T02:30:00Z', UpdatedBy: 'u-editor', PublishedAt: null,
  Course: {
    Title: '平行志愿十讲', Category: '志愿填报', Subject: '', Grade: '高三', Summary: '讲清平行志愿', Cover: '', Teacher: '志愿编辑部', Members: true,
    Chapters: [{ Id: 'c1', Title: '规则', Lessons: [
      { Id: 'l1', Title: '投档怎么走', Kind: 'video', Media: 'ab.mp4', Body: '', Minutes: 12, Free: true },
      { Id: 'l7', Title: '位次与线差', Kind: 'text', Media: '', Body: '正文', Minutes: 0, Free: false },
    ] }],
  },
};

describe('the course form', () => {
  it('reads a stored course and maps it back unchanged', () => {
    const f = formOf(stored);
    expect(f.chapters[0].lessons[0]).toMatchObject({ id: 'l1', kind: 'video', minutes: '12', free: true, media: 'ab.mp4' });
    expect(f.chapters[0].lessons[1].minutes).toBe('');
    expect(toBody(f)).toEqual(stored.Course);
    expect(sameForm(f, formOf(stored))).toBe(true);
  });

  it('trims, turns minutes into numbers and sends no file with a text lesson', () => {
    let f = { ...emptyCourseForm(), id: 'x1', title: ' 标题 ', category: ' 分类 ', members: true };
    f = patchLesson(f, 0, 0, { title: ' 第一课 ', minutes: ' 7 ', media: 'cd.mp4', free: true });
    f = patchLesson(addLesson(f, 0), 0, 1, { kind: 'text', title: '正文课', body: ' 内容 ', media: 'stale.pdf' });
    const body = toBody(f);
    expect(body).toMatchObject({ Title: '标题', Category: '分类', Members: true });
    expect(body.Chapters![0].Lessons).toEqual([
      { Id: 'l1', Title: '第一课', Kind: 'video', Media: 'cd.mp4', Body: '', Minutes: 7, Free: true },
      { Id: 'l2', Title: '正文课', Kind: 'text', Media: '', Body: '内容', Minutes: 0, Free: false },
    ]);
  });

  it('makes ids unique in the course, above the highest in use', () => {
    expect(nextId('l', ['l1', 'l7', 'intro'])).toBe('l8');
    expect(nextId('c', [])).toBe('c1');
    const f = addChapter(formOf(stored));
    expect(f.chapters.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(f.chapters[1].lessons.map((l) => l.id)).toEqual(['l8']);
    expect(addLesson(f, 0).chapters[0].lessons.map((l) => l.id)).toEqual(['l1', 'l7', 'l9']);
  });

  it('moves and removes chapters and lessons; another kind drops the file', () => {
    const f = addChapter(formOf(stored));
    expect(moveChapter(f, 1, -1).chapters.map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(moveChapter(f, 1, 1).chapters.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(moveLesson(f, 0, 0, 1).chapters[0].lessons.map((l) => l.id)).toEqual(['l7', 'l1']);
    expect(removeLesson(f, 0, 0).chapters[0].lessons.map((l) => l.id)).toEqual(['l7']);
    expect(removeChapter(f, 0).chapters.map((c) => c.id)).toEqual(['c2']);
    expect(patchLesson(f, 0, 0, { kind: 'pdf' }).chapters[0].lessons[0]).toMatchObject({ kind: 'pdf', media: '' });
    expect(patchLesson(f, 0, 0, { kind: 'video', title: '新' }).chapters[0].lessons[0]).toMatchObject({ media: 'ab.mp4', title: '新' });
  });

  it('asks for a proper id, a title and a category before saving', () => {
    expect(formProblems({ ...emptyCourseForm(), id: 'Bad Id' }, true)).toEqual([
      '课程编号须为 2–64 位小写字母、数字或连字符（如 pingxing-10）', '请填写课程名称', '请填写课程分类',
    ]);
    expect(formProblems({ ...emptyCourseForm(), id: 'gaokao-2027', title: 't', category: 'c' }, true)).toEqual([]);
    expect(formProblems({ ...formOf(stored), id: 'Whatever' }, false)).toEqual([]);
  });

  it('reads where a refusal points', () => {
    expect(problemPlace('第 1 章第 3 课时须选择上传的视频（MP4 或 WebM）')).toEqual({ chapter: 1, lesson: 3 });
    expect(problemPlace('第 2 章的标题须为 1–60 个字')).toEqual({ chapter: 2, lesson: null });
    expect(problemPlace('课程名称须为 1–60 个字')).toBeNull();
    expect(problemPlace(null)).toBeNull();
  });
});
