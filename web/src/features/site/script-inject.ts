// Script injection (SPEC §4): removed and re-added on each route change, limited to the
// listed pages when a page list exists.
import type { ScriptInjectItem } from '@/types/api';

export const INJECT_ATTR = 'data-zy-inject';

function normalizePath(p: string): string {
  const clean = p.trim().replace(/^#/, '').split('?')[0];
  return (clean.startsWith('/') ? clean : '/' + clean).replace(/\/+$/, '') || '/';
}

export function scriptsForPath(items: ScriptInjectItem[] | null | undefined, path: string): ScriptInjectItem[] {
  const here = normalizePath(path).toLowerCase();
  return (items ?? []).filter((it) => {
    const pages = (it.InjectPageList ?? []).filter((p) => typeof p === 'string' && p.trim() !== '');
    return pages.length === 0 || pages.some((p) => normalizePath(p).toLowerCase() === here);
  });
}

/** Strips a <script> wrapper that editors often paste around the code. */
export function unwrapScriptCode(code: string): string {
  return code.replace(/^\s*<script[^>]*>/i, '').replace(/<\/script>\s*$/i, '');
}

export function removeInjected(doc: Document = document): void {
  doc.querySelectorAll(`[${INJECT_ATTR}]`).forEach((el) => el.remove());
}

export function injectScripts(items: ScriptInjectItem[], doc: Document = document): void {
  items.forEach((it) => {
    (it.ImportScriptList ?? []).forEach((src) => {
      if (!src) return;
      const s = doc.createElement('script');
      s.src = src;
      s.async = true;
      s.setAttribute(INJECT_ATTR, it.ScriptKey);
      doc.body.appendChild(s);
    });
    if (it.ScriptCode && it.ScriptCode.trim()) {
      const s = doc.createElement('script');
      s.textContent = unwrapScriptCode(it.ScriptCode);
      s.setAttribute(INJECT_ATTR, it.ScriptKey);
      doc.body.appendChild(s);
    }
  });
}
