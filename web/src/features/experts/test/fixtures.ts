// Answers shaped like docs/API-EXPERTS.md, for the experts tests.
import type { Booking, Expert, ExpertDetail, ExpertRecord, Revision, Slot, Workbench } from '../types';

export const SPECIALTIES = ['志愿填报', '新高考选科', '生涯规划', '强基计划', '综合评价', '艺术类', '体育类', '高职专科', '军警院校', '中外合作办学', '升学心理'];
export const INTRO = '从事高中生涯规划教育十二年，带过六届毕业班，熟悉新高考选科与平行志愿的填报规则，帮助家庭读懂位次与招生计划。';
export const RULES = ['预约免费：平台不向家长收取咨询费用，专家按你留的手机号联系你。', '每个时段只接待一个家庭；开始前 2 小时停止预约。'];

export const expert = (over: Partial<Expert> = {}): Expert => ({
  Id: '3f2a9c0e5b7d1a44', Name: '李老师', Title: '高中生涯规划教师', Org: '某市第一中学', Years: 12, Intro: INTRO,
  Specialties: ['志愿填报', '新高考选科'], Provinces: [44], Photo: '', State: 'approved', FreeSlots: 3, NextSlot: '2027-06-20T11:30:00Z',
  ...over,
});

export const slot = (over: Partial<Slot> = {}): Slot => ({
  Id: 'slot-1', Start: '2027-06-20T11:30:00Z', End: '2027-06-20T12:00:00Z', Minutes: 30, Mode: 'video', ModeName: '视频', Free: true, Closed: false,
  ...over,
});

export const booking = (over: Partial<Booking> = {}): Booking => ({
  Id: '3f2a9c0e5b7d1a44-b1', ExpertId: '3f2a9c0e5b7d1a44', ExpertName: '李老师', ExpertTitle: '高中生涯规划教师', SlotId: 'slot-1',
  Start: '2027-06-20T11:30:00Z', End: '2027-06-20T12:00:00Z', Mode: 'video', ModeName: '视频', Name: '王家长', Phone: '13912345678',
  Question: '物化生能报哪些专业？', Cancelled: false, CancelledBy: '', Reason: '', Moved: false, CreatedAt: '2027-06-01T02:00:00Z',
  Status: 'upcoming', CanCancel: true, CanMove: true,
  ...over,
});

export const detail = (over: Partial<ExpertDetail> = {}): ExpertDetail => ({
  Expert: expert(),
  Slots: [
    slot(),
    slot({ Id: 'slot-2', Start: '2027-06-20T12:30:00Z', End: '2027-06-20T13:30:00Z', Minutes: 60, Free: false }),
    slot({ Id: 'slot-3', Start: '2027-06-21T02:00:00Z', End: '2027-06-21T02:30:00Z', Mode: 'phone', ModeName: '电话' }),
  ],
  Rules: RULES,
  MyBookings: [],
  IsSelf: false,
  ...over,
});

export const record = (over: Partial<ExpertRecord> = {}): ExpertRecord => ({
  ...expert({ State: 'pending', FreeSlots: 0, NextSlot: null }),
  UserId: 'u-expert', Phone: '13800001111', Reason: '', AppliedAt: '2027-06-01T02:00:00Z', ReviewedAt: null, ReviewedBy: '', Version: 1,
  Revision: null, RevisionReason: '',
  ...over,
});

/** A waiting revision of record()'s profile: a new title and one more specialty. */
export const revision = (over: Partial<Revision> = {}): Revision => ({
  Name: '李老师', Title: '省级生涯规划名师', Org: '某市第一中学', Years: 12, Intro: INTRO, Specialties: ['志愿填报', '新高考选科', '生涯规划'],
  Provinces: [44], Photo: '', SubmittedAt: '2027-06-02T03:00:00Z', Changed: ['Title', 'Specialties'],
  ...over,
});

export const workbench = (over: Partial<Workbench> = {}): Workbench => ({
  Applied: false, Record: null, Slots: [], Bookings: [], Specialties: SPECIALTIES, Modes: { video: '视频', phone: '电话' },
  ...over,
});
