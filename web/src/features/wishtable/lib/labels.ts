// 冲 red, 稳 amber, 保 green, no probability grey (the recommendation's colours, AA on white);
// the label is always written out, never told by colour alone.

const KINDS: Record<string, string> = { 冲: 'stretch', 稳: 'steady', 保: 'safe' };

/** The CSS class of a label's badge (wishtable.css). */
export const labelClass = (label: string) => `zy-wish-label-${KINDS[label] ?? 'none'}`;

/** How a label reads: '' → 无概率. */
export const labelText = (label: string) => (label in KINDS ? label : '无概率');

export const LABEL_COLORS: Record<string, string> = { 冲: '#c62828', 稳: '#a15c00', 保: '#15803d', '': '#5c6773' };
