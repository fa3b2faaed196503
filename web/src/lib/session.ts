// Login state (SPEC §4): logged in when login data is stored.
import { atom } from 'jotai';
import type { CompletenessFlags, LoginData, Right, StudentInfo } from '@/types/api';
import { appStore, persistentAtom } from './store';
import { StorageKeys, clearLoginStorage } from './storage';

export const loginDataAtom = persistentAtom<LoginData | null>(StorageKeys.LoginData, null);
export const rightsListAtom = persistentAtom<Right[]>(StorageKeys.RightsList, []);
/** Student profile of the logged-in user (GetUserStudent), null until loaded. */
export const studentAtom = atom<StudentInfo | null>(null);
/** Completeness flags of the logged-in user (CheckUserStudentComplate), null until loaded. */
export const completenessAtom = atom<CompletenessFlags | null>(null);

export const isLoggedInAtom = atom((get) => Boolean(get(loginDataAtom)?.Token));

export function getLoginData(): LoginData | null {
  return appStore.get(loginDataAtom);
}

export function getToken(): string {
  return getLoginData()?.Token ?? '';
}

/** Stores login data and its rights list (a non-null login-status answer). */
export function saveLoginData(data: LoginData): void {
  appStore.set(loginDataAtom, data);
  appStore.set(rightsListAtom, Array.isArray(data.RightsList) ? data.RightsList : []);
}

/** Clears login data (logout, Code 112, a null login-status answer). */
export function clearLogin(): void {
  appStore.set(loginDataAtom, null);
  appStore.set(rightsListAtom, []);
  appStore.set(studentAtom, null);
  appStore.set(completenessAtom, null);
  clearLoginStorage();
}
