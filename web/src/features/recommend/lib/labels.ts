// The colour of each label: 冲 red, 稳 amber, 保 green, no probability grey (all AA on white).
import type { LabelKey } from '../types';

export const LABEL_ORDER: LabelKey[] = ['冲', '稳', '保', '无'];

const COLORS: Record<LabelKey, string> = { 冲: '#c62828', 稳: '#a15c00', 保: '#15803d', 无: '#5c6773' };
const KINDS: Record<LabelKey, string> = { 冲: 'stretch', 稳: 'steady', 保: 'safe', 无: 'none' };

const known = (label: string): LabelKey => (label in COLORS ? (label as LabelKey) : '无');

/** The colour of a label ('' or unknown: the grey of 无). */
export const labelColor = (label: string): string => COLORS[known(label)];

/** The CSS class of a label's text and badge (recommend.css). */
export const labelClass = (label: string): string => `zy-rec-label-${KINDS[known(label)]}`;

/** How a label reads on a badge: '' → 无概率. */
export const labelText = (label: string): string => (label && label in COLORS && label !== '无' ? label : '无概率');
