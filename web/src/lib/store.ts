// The one jotai store of the app, so non-React code (the API client) can read and write state.
import { atom, createStore, type WritableAtom } from 'jotai';
import { getItem, setItem, type StorageKey } from './storage';

export const appStore = createStore();

/** An atom mirrored to the namespaced storage; reads storage until first written. */
export function persistentAtom<T>(key: StorageKey, fallback: T): WritableAtom<T, [T], void> {
  const written = atom<{ value: T } | null>(null);
  return atom(
    (get) => {
      const w = get(written);
      return w ? w.value : (getItem<T>(key) ?? fallback);
    },
    (_get, set, value: T) => {
      setItem(key, value);
      set(written, { value });
    },
  );
}
