// Answers shaped like docs/API-CONTENT.md's console.
import type { Detail, Item, Me } from '../types';

export const SECTIONS = ['AdList', 'FriendLinkList', 'ToolBox', 'HeadMenuList', 'BottomMenuList', 'ScriptInjectList', 'ModuleList'];
const KINDS = ['news', 'notice', 'help', 'page'];

export const meAs = (UserId: string, Roles: string[], Review = true): Me => ({ UserId, Roles, Review, Kinds: KINDS, Sections: SECTIONS });
export const EDITOR = meAs('u-editor', ['editor']);
export const REVIEWER = meAs('u-reviewer', ['reviewer']);
export const ADMIN = meAs('u-admin', ['admin']);

export const item = (over: Partial<Item> = {}): Item => ({
  Id: 'news-abc', Kind: 'news', Code: '', State: 'draft', Live: false, Category: '填报指南', Title: '平行志愿怎么投档', Summary: '一次讲清楚',
  Source: '志愿编辑部', SourceUrl: '', Cover: '', Note: '', Provinces: [44], Year: 2026, Order: 0, Top: false, Version: 1, ScheduledAt: null,
  CreatedAt: '2026-11-24T02:00:00Z', CreatedBy: 'u-editor', UpdatedAt: '2026-11-24T02:30:00Z', UpdatedBy: 'u-editor',
  ...over,
});

export const detail = (over: Partial<Detail> = {}): Detail => ({
  ...item(),
  Body: '## 投档\n\n先按位次排队。',
  Preview: '<h2>投档</h2>\n<p>先按位次排队。</p>',
  History: [{ Version: 1, Type: 'content.drafted', Actor: 'u-editor', IP: '10.0.0.7', At: '2026-11-24T02:30:00Z', Note: '' }],
  ...over,
});
