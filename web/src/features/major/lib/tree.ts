// The 门类 → 专业类 → 专业 tree: flattening, counting and searching by name or code.
import type { TreeNode } from '../types';

export type TreeLevel = '门类' | '专业类' | '专业';

const LEVELS: TreeLevel[] = ['门类', '专业类', '专业'];

/** One node of the tree with where it sits. */
export interface FlatNode {
  id: string;
  name: string;
  level: TreeLevel;
  /** Names of the ancestors, 门类 first. */
  path: string[];
}

const children = (n: TreeNode): TreeNode[] => n.SubList ?? [];

/** Every node, depth first, in catalogue order. */
export function flattenTree(roots: TreeNode[] | null | undefined): FlatNode[] {
  const out: FlatNode[] = [];
  const walk = (nodes: TreeNode[], depth: number, path: string[]) => {
    for (const n of nodes) {
      out.push({ id: n.ID, name: n.Name, level: LEVELS[Math.min(depth, 2)], path });
      walk(children(n), depth + 1, [...path, n.Name]);
    }
  };
  walk(roots ?? [], 0, []);
  return out;
}

/** How many nodes of each level the tree holds. */
export function countLevels(roots: TreeNode[] | null | undefined): Record<TreeLevel, number> {
  const counts: Record<TreeLevel, number> = { 门类: 0, 专业类: 0, 专业: 0 };
  for (const n of flattenTree(roots)) counts[n.level] += 1;
  return counts;
}

/** Is the query a (prefix of a) 专业代码: digits, optionally followed by T / K? */
export const looksLikeCode = (q: string) => /^\d+[TK]*$/i.test(q);

/**
 * Nodes matching the query: a code query matches codes that start with it; any other query
 * matches names that contain it. Exact matches come first, then catalogue order.
 */
export function searchTree(roots: TreeNode[] | null | undefined, query: string, limit = 50): FlatNode[] {
  const q = query.trim();
  if (!q) return [];
  const byCode = looksLikeCode(q);
  const upper = q.toUpperCase();
  const hits = flattenTree(roots).filter((n) => (byCode ? n.id.toUpperCase().startsWith(upper) : n.name.includes(q)));
  const exact = (n: FlatNode) => (byCode ? n.id.toUpperCase() === upper : n.name === q);
  return [...hits.filter(exact), ...hits.filter((n) => !exact(n))].slice(0, limit);
}

/** The node with this id, wherever it sits. */
export function findNode(roots: TreeNode[] | null | undefined, id: string): TreeNode | null {
  for (const n of roots ?? []) {
    if (n.ID === id) return n;
    const hit = findNode(children(n), id);
    if (hit) return hit;
  }
  return null;
}

/**
 * Official 专业类 codes run from XX01; a class ending in 00 (1400 交叉学科类) is a grouping the
 * catalogue does not print, made for browsing a 门类 that has no 专业类.
 */
export const isSyntheticClass = (code: string) => /^\d{2}00$/.test(code);

export const SYNTHETIC_CLASS_NOTE = '该门类在专业目录中未设专业类，此处归为一类仅为便于浏览。';
