// A stale version (Code 409 with Data {Yours, Current}) against a 409 for another reason (the unit
// is already in the table: Data null), and whether a change the user tried still applies to the
// table as it is now.
import { ApiCode, ApiError } from '@/lib/api-client';
import type { CommandResult, Detail } from '../types';

export interface Stale {
  yours: number;
  current: number;
}

/** The versions of a stale-version refusal, or null for any other error. */
export function staleOf(e: unknown): Stale | null {
  if (!(e instanceof ApiError) || e.code !== ApiCode.Conflict) return null;
  const d = e.data as { Yours?: unknown; Current?: unknown } | null;
  if (!d || typeof d.Yours !== 'number' || typeof d.Current !== 'number') return null;
  return { yours: d.Yours, current: d.Current };
}

/** A change the editor sends: what it does (in words), how, and whether it still makes sense. */
export interface TableAction {
  /** 将「中山大学 215组」移到第3位 */
  label: string;
  /** Sends the change against a version of the table. */
  run: (version: number) => Promise<CommandResult>;
  /** The unit it concerns must still be there (or, for an addition, must not be). */
  unitKey?: string;
  adds?: boolean;
}

/** Whether the action can be sent again to the table as it is now. */
export function stillApplies(a: TableAction, d: Detail): boolean {
  if (!a.unitKey) return true;
  const present = (d.Units ?? []).some((u) => u.Key === a.unitKey);
  return a.adds ? !present : present;
}
