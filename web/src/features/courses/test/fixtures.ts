// Courses in the shapes the server answers (docs/API-COURSES.md), for the courses tests.
import type { CourseInfo, CourseItem, LessonDetail, LessonItem } from '../types';

export const courseItem = (n: number, patch: Partial<CourseItem> = {}): CourseItem => ({
  Id: `course-${n}`,
  Title: `课程${n}`,
  Category: '志愿填报',
  Subject: '',
  Grade: '高三',
  Summary: `简介${n}`,
  Cover: '',
  Teacher: '志愿编辑部',
  Members: true,
  Chapters: 1,
  Lessons: 3,
  FreeLessons: 1,
  Minutes: 20,
  Views: n * 3,
  PublishedAt: '2026-11-24',
  ...patch,
});

const lesson = (Id: string, Title: string, Kind: string, patch: Partial<LessonItem> = {}): LessonItem => ({
  Id, Title, Kind, Minutes: 8, Free: false, Locked: true, Views: 0, ...patch,
});

/** 平行志愿十讲 as a visitor sees it: l1 a free video, l2 a members' text, l3 a members' PDF. */
export const visitorCourse = (patch: Partial<CourseInfo> = {}): CourseInfo => ({
  ...courseItem(1, { Id: 'pingxing', Title: '平行志愿十讲', Summary: '讲清平行志愿' }),
  HasMembers: false,
  Chapters: [
    {
      Id: 'c1',
      Title: '规则',
      Lessons: [
        lesson('l1', '投档怎么走', 'video', { Minutes: 12, Free: true, Locked: false, Views: 5 }),
        lesson('l2', '位次与线差', 'text'),
      ],
    },
    { Id: 'c2', Title: '练习', Lessons: [lesson('l3', '课件', 'pdf')] },
  ],
  ...patch,
});

export const VIDEO_LESSON: LessonDetail = {
  CourseId: 'pingxing', CourseTitle: '平行志愿十讲', Id: 'l1', Title: '投档怎么走', Kind: 'video', Minutes: 12, Free: true,
  Html: '<p><strong>要点</strong></p>', MediaUrl: '/media/0123456789abcdef0123456789abcdef.mp4?e=1&s=ab',
};

export const TEXT_LESSON: LessonDetail = {
  ...VIDEO_LESSON, Id: 'l2', Title: '位次与线差', Kind: 'text', Free: false, Html: '<h2>位次</h2><p>正文</p>', MediaUrl: '',
};

export const PDF_LESSON: LessonDetail = {
  ...VIDEO_LESSON, Id: 'l3', Title: '课件', Kind: 'pdf', Free: false, Html: '', MediaUrl: '/media/0123456789abcdef0123456789abcdef.pdf?e=1&s=cd',
};

export const MEMBERS_ONLY = {
  Code: 402,
  Data: { NeedRights: ['COURSES'], Url: '/openvip' },
  Message: '这是会员课时：开通会员后可以学习全部课时',
};
