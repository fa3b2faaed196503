// The history's event types in words.
const EVENT_NAMES: Record<string, string> = {
  'content.drafted': '保存',
  'content.submitted': '提交审核',
  'content.returned': '退回',
  'content.scheduled': '排期',
  'content.published': '发布',
  'content.withdrawn': '下线',
};

/** The event's name; an unknown type as the server sent it. */
export const eventName = (type: string): string => EVENT_NAMES[type] ?? type;

/** Who did it: the operator themselves as 我, the system's own steps as 系统. */
export function actorName(actor: string, me: string, known?: { nick?: string; phone?: string }): string {
  if (!actor) return '—';
  if (actor === me) return '我';
  if (actor.startsWith('system:') || actor === 'system') return '系统';
  if (actor === 'cli') return '命令行';
  // A colleague as the profiles know them (nickname and masked phone), where the answer says.
  const who = [known?.nick, known?.phone].filter(Boolean).join(' ');
  return who || `用户 ${actor.slice(0, 8)}`;
}
