// One storage module: every key of SPEC §3 under one namespaced prefix, JSON-encoded.

export const STORAGE_PREFIX = 'zhiyuan:';

export const StorageKeys = {
  OrgCode: 'OrgCode',
  OrgProvince: 'OrgProvince',
  ExamProvince: 'ExamProvince',
  ProvinceList: 'ProvinceList',
  LoginData: 'LoginData',
  RightsList: 'RightsList',
  ParamList: 'ParamList',
  HeadMenuList: 'HeadMenuList',
  BottomMenuList: 'BottomMenuList',
  ModuleList: 'ModuleList',
  TempScoreInfo: 'tempScoreInfo',
  ContrastList: 'contrastList',
  ThemeColor: 'ThemeColor',
  WebConfig: 'WebConfig',
  /** The visitor closed the first-visit region picker to browse nationally. */
  BrowseNationally: 'BrowseNationally',
  /** The wish table editor's first-open hint was shown. */
  WishOnboarded: 'WishOnboarded',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

function backend(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

export function getItem<T>(key: StorageKey): T | null {
  const raw = backend()?.getItem(STORAGE_PREFIX + key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setItem(key: StorageKey, value: unknown): void {
  if (value === undefined || value === null) {
    removeItem(key);
    return;
  }
  try {
    backend()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // quota exceeded: the app keeps working from memory
  }
}

export function removeItem(key: StorageKey): void {
  backend()?.removeItem(STORAGE_PREFIX + key);
}

/**
 * Unfinished work a user leaves in this browser (a test sheet in progress) lives under this prefix;
 * logout clears it, so the next person on a shared device does not see it.
 */
export const DRAFT_PREFIX = `${STORAGE_PREFIX}draft:`;

export function clearDrafts(): void {
  const store = backend();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(DRAFT_PREFIX)) keys.push(k);
  }
  keys.forEach((k) => store.removeItem(k));
}

/** Clears everything a login stored (SPEC §4: logout, Code 112). */
export function clearLoginStorage(): void {
  removeItem(StorageKeys.LoginData);
  removeItem(StorageKeys.RightsList);
}
