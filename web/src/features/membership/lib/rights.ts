// The members' rights the wish table checks beforehand (the server stays the gate).

export const Rights = {
  WishTables: 'WISH_TABLES',
  WishShare: 'WISH_SHARE',
  WishSimulate: 'WISH_SIMULATE',
  WishExport: 'WISH_EXPORT',
} as const;

export type RightsCode = (typeof Rights)[keyof typeof Rights];

/** What stays free for everyone, signed in or not. */
export const FREE_BASICS = '分数换算位次、院校专业等各类查询、历年录取数据、一张志愿表、志愿推荐及录取概率，始终免费。';
