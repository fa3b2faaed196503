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
