import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ScriptInjectItem } from '@/types/api';
import { getScriptInjectList } from '../api/get-script-inject-list';
import { injectScripts, removeInjected, scriptsForPath } from '../script-inject';

/** Re-injects the configured scripts on each route change. */
export function ScriptInjector() {
  const { pathname } = useLocation();
  const [items, setItems] = useState<ScriptInjectItem[] | null>(null);
  useEffect(() => {
    getScriptInjectList()
      .then((list) => setItems(Array.isArray(list) ? list : []))
      .catch(() => setItems([]));
  }, []);
  useEffect(() => {
    if (!items) return;
    removeInjected();
    injectScripts(scriptsForPath(items, pathname));
  }, [items, pathname]);
  useEffect(() => () => removeInjected(), []);
  return null;
}
