// A sheet in progress, kept in localStorage per bank with the bank's version, so a reload (or a
// detour through /login) resumes where the student was. Answers of another version are dropped:
// the items may have changed.
import { DRAFT_PREFIX } from '@/lib/storage';
import type { BankCode, Question } from '../types';

export type Values = Record<string, number>;

export interface Sheet {
  /** The bank version the answers belong to. */
  version: string;
  values: Values;
  /** The question shown (0-based); the question count is the review step. */
  index: number;
}

export interface Restored {
  sheet: Sheet;
  /** Saved answers of an earlier version were thrown away. */
  discarded: boolean;
}

/** Under the drafts prefix: logout clears it (a shared device). */
export const sheetKey = (bank: BankCode) => `${DRAFT_PREFIX}assessment:${bank}`;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): the sheet lives in memory only
  }
}

/** The highest answer of an item: its own options' count (升学路径), else the 1–5 scale. */
const topOf = (q: Question) => (q.Options?.length ? q.Options.length : 5);

const isValue = (v: unknown, q: Question): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= topOf(q);

/** The saved sheet of `bank` for `version`, cleaned against the current items. */
export function restoreSheet(bank: BankCode, version: string, questions: Question[], store: Storage | null = storage()): Restored {
  const empty: Sheet = { version, values: {}, index: 0 };
  let saved: Partial<Sheet> | null = null;
  try {
    saved = JSON.parse(store?.getItem(sheetKey(bank)) ?? 'null') as Partial<Sheet> | null;
  } catch {
    saved = null;
  }
  if (!saved || typeof saved !== 'object') return { sheet: empty, discarded: false };
  if (saved.version !== version) {
    store?.removeItem(sheetKey(bank));
    return { sheet: empty, discarded: Object.keys(saved.values ?? {}).length > 0 };
  }
  const values: Values = {};
  const byId = new Map(questions.map((q) => [q.Id, q]));
  Object.entries(saved.values ?? {}).forEach(([id, v]) => {
    const q = byId.get(id);
    if (q && isValue(v, q)) values[id] = v;
  });
  const index = Number.isInteger(saved.index) ? Math.min(Math.max(Number(saved.index), 0), questions.length) : 0;
  return { sheet: { version, values, index }, discarded: false };
}

export function saveSheet(bank: BankCode, sheet: Sheet, store: Storage | null = storage()): void {
  try {
    store?.setItem(sheetKey(bank), JSON.stringify(sheet));
  } catch {
    // quota exceeded: the sheet lives in memory only
  }
}

export function clearSheet(bank: BankCode, store: Storage | null = storage()): void {
  store?.removeItem(sheetKey(bank));
}

/** How many answers are saved for `bank` at `version` (the intro page offers to continue). */
export function savedCount(bank: BankCode, version: string, questions: Question[], store: Storage | null = storage()): number {
  const raw = store?.getItem(sheetKey(bank));
  if (!raw) return 0;
  try {
    const saved = JSON.parse(raw) as Partial<Sheet>;
    if (saved.version !== version) return 0;
    return questions.filter((q) => isValue(saved.values?.[q.Id], q)).length;
  } catch {
    return 0;
  }
}
