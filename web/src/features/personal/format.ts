export { formatDate, formatDateTime } from '@/lib/dates';

export const TERMINAL_NAMES: Record<number, string> = { 0: '网页端' };

export function terminalName(t: number | null | undefined): string {
  return t === null || t === undefined ? '' : (TERMINAL_NAMES[Number(t)] ?? `终端${t}`);
}
