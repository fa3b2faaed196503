// A stand-in for the catalogue API in component tests: fetch answers from a table of handlers.
import { vi } from 'vitest';

export type Handler = (body: Record<string, unknown>) => { Code: number; Data: unknown; Message?: string };

export const ok = (Data: unknown) => ({ Code: 0, Data, Message: '' });

/** Stubs fetch; returns the list of calls made ([path, body]). Unknown paths answer 404. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: [string, Record<string, unknown>][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { body: string }) => {
      const path = String(url).replace(/^\/api\//, '');
      const body = JSON.parse(init.body || '{}');
      calls.push([path, body]);
      const h = handlers[path];
      const env = h ? h(body) : { Code: 404, Data: null, Message: '接口不存在' };
      return new Response(JSON.stringify(env), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const leaf = (ID: string, Name: string) => ({ ID, Name, SubList: [] });

export const TREE = [
  { ID: '01', Name: '哲学', SubList: [{ ID: '0101', Name: '哲学类', SubList: [leaf('010101', '哲学')] }] },
  {
    ID: '08',
    Name: '工学',
    SubList: [
      { ID: '0801', Name: '力学类', SubList: [leaf('080101', '理论与应用力学')] },
      { ID: '0809', Name: '计算机类', SubList: [leaf('080901', '计算机科学与技术'), leaf('080910T', '数据科学与大数据技术')] },
    ],
  },
];

export const MAJOR = {
  Id: '080901',
  Code: '080901',
  Name: '计算机科学与技术',
  CategoryCode: '08',
  CategoryName: '工学',
  ClassCode: '0809',
  ClassName: '计算机类',
  Degree: '工学|理学',
  Years: '4',
  IsSpecial: false,
  IsControlled: false,
  SchoolCount: 997,
};

export const VOC_TREE = [
  {
    ID: '51',
    Name: '电子与信息大类',
    SubList: [{ ID: '5102', Name: '计算机类', SubList: [leaf('510201', '计算机应用技术'), leaf('510202', '计算机网络技术')] }],
  },
  { ID: '52', Name: '医药卫生大类', SubList: [{ ID: '5202', Name: '护理类', SubList: [leaf('520201', '护理')] }] },
];

export const VOC_INFO = {
  Level: '高职专科',
  EducationLevel: 0,
  CategoryCount: 2,
  ClassCount: 2,
  MajorCount: 3,
  NewCount: 0,
  OfficialCount: 811,
  Notes: ['教育部2026年7月更新的职业教育专业目录中高职专科专业共 811 个，本站所收副本为 754 个，并不完整。', '副本没有国家控制布点（K）标记。'],
  Missing: [
    { Code: '520101K', Name: '临床医学', Reason: 'guide_k', ReasonText: '人社部2023年指引列出（代码带K，国家控制布点专业），副本未收录' },
    { Code: '', Name: '智能体通信技术', Reason: 'moe_2027', ReasonText: '教育部2026年7月更新新增，2027年起招生' },
  ],
  Source: '职业教育专业目录（2021年）。来源：中华人民共和国教育部；第三方整理副本',
};
