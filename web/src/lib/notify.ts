// Toast messages shown by the Toaster component.
import { atom } from 'jotai';
import { appStore } from './store';

export type ToastKind = 'error' | 'success' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export const toastsAtom = atom<Toast[]>([]);
const TOAST_MS = 3000;
let nextId = 1;

function push(kind: ToastKind, text: string): void {
  if (!text) return;
  const list = appStore.get(toastsAtom);
  // The same text already on screen is not stacked twice.
  if (list.some((t) => t.text === text && t.kind === kind)) return;
  const id = nextId++;
  appStore.set(toastsAtom, [...list, { id, kind, text }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
}

export function dismissToast(id: number): void {
  appStore.set(
    toastsAtom,
    appStore.get(toastsAtom).filter((t) => t.id !== id),
  );
}

export const notify = {
  error: (text: string) => push('error', text),
  success: (text: string) => push('success', text),
  info: (text: string) => push('info', text),
  warning: (text: string) => push('warning', text),
};
