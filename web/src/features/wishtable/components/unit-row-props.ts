import type { CSSProperties, ReactNode } from 'react';
import type { TableAction } from '../lib/conflict';
import type { Check, Detail, Unit } from '../types';

/** What a unit's row and its actions are given (one module, so the row and its actions do not import each other). */
export interface UnitRowProps {
  unit: Unit;
  /** 1-based, as the list reads now. */
  position: number;
  count: number;
  checks: Check[];
  detail: Detail;
  canEdit: boolean;
  canComment: boolean;
  busy: boolean;
  perform: (a: TableAction) => Promise<boolean>;
  onMove: (to: number) => void;
  handle?: ReactNode;
  rowRef?: (el: HTMLElement | null) => void;
  style?: CSSProperties;
  dragging?: boolean;
}
