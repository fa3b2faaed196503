import { chatCommand } from './call';

/** Chat/SetTop: 置顶 or 取消置顶. */
export const setTop = (ChatId: string, IsTop: boolean) => chatCommand('SetTop', { ChatId, IsTop });
