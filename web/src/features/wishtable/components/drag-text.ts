// What a screen reader hears while a unit is dragged (@dnd-kit's defaults are English).
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { unitTitle } from '../lib/format';
import type { Unit } from '../types';

export const DRAG_HINT = '上下拖动此处滑块可调整志愿顺序';

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: '按空格键或回车键拿起志愿，用上下方向键移动，再按空格键或回车键放下；按 Esc 取消。也可以用每个志愿的“上移”“下移”按钮。',
};

export function dragAnnouncements(units: Map<string, Unit>, order: string[]): Announcements {
  const name = (id: string | number) => {
    const u = units.get(String(id));
    return u ? `「${unitTitle(u)}」` : '志愿';
  };
  const at = (id: string | number) => order.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => `已拿起${name(active.id)}，当前在第${at(active.id)}位。`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)}移到第${at(over.id)}位。` : `${name(active.id)}不在列表上方。`),
    onDragEnd: ({ active, over }) => (over ? `已放下${name(active.id)}，放在第${at(over.id)}位。` : `已放下${name(active.id)}。`),
    onDragCancel: ({ active }) => `已取消拖动，${name(active.id)}回到第${at(active.id)}位。`,
  };
}
