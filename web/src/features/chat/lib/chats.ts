// The chat list as the page keeps it between reads: the server orders it (pinned chats first,
// newest pin first, then by the last question, newest first); a write changes the copy on
// screen at once in the same order, and the next read (which waits for the write) replaces it.
import type { AskDone, ChatSummary, Turn } from '../types';

const byLastQuestion = (a: ChatSummary, b: ChatSummary) => (a.UpdatedAt < b.UpdatedAt ? 1 : a.UpdatedAt > b.UpdatedAt ? -1 : 0);

/** Puts an unpinned chat among the unpinned ones by its last question. */
function placeUnpinned(list: ChatSummary[], chat: ChatSummary): ChatSummary[] {
  const pinned = list.filter((c) => c.IsTop);
  const rest = [...list.filter((c) => !c.IsTop), chat].sort(byLastQuestion);
  return [...pinned, ...rest];
}

/** The list after an answer: a new chat appears, an old one counts the turn and moves by its time. */
export function afterAnswer(list: ChatSummary[], done: AskDone): ChatSummary[] {
  const old = list.find((c) => c.ChatId === done.ChatId);
  const chat: ChatSummary = old
    ? { ...old, Turns: Math.max(old.Turns, done.TurnId), UpdatedAt: done.AskedAt }
    : { ChatId: done.ChatId, Title: done.Title, IsTop: false, Turns: done.TurnId, ShareId: '', CreatedAt: done.AskedAt, UpdatedAt: done.AskedAt };
  const others = list.filter((c) => c.ChatId !== done.ChatId);
  if (chat.IsTop) return list.map((c) => (c.ChatId === chat.ChatId ? chat : c));
  return placeUnpinned(others, chat);
}

/** 置顶 puts the chat first (the newest pin); 取消置顶 returns it among the others by its time. */
export function withTop(list: ChatSummary[], chatId: string, isTop: boolean): ChatSummary[] {
  const chat = list.find((c) => c.ChatId === chatId);
  if (!chat) return list;
  const others = list.filter((c) => c.ChatId !== chatId);
  return isTop ? [{ ...chat, IsTop: true }, ...others] : placeUnpinned(others, { ...chat, IsTop: false });
}

/** Changes one chat's fields in place. */
export const patchChat = (list: ChatSummary[], chatId: string, patch: Partial<ChatSummary>) =>
  list.map((c) => (c.ChatId === chatId ? { ...c, ...patch } : c));

export const withoutChat = (list: ChatSummary[], chatId: string) => list.filter((c) => c.ChatId !== chatId);

/**
 * The turns of a chat: those read from the server and those answered on this page since (a read
 * may not have caught up with the newest answer yet), one per TurnId, the server's copy first.
 */
export function mergeTurns(server: Turn[], local: Turn[]): Turn[] {
  const seen = new Set(server.map((t) => t.TurnId));
  return [...server, ...local.filter((t) => !seen.has(t.TurnId))].sort((a, b) => a.TurnId - b.TurnId);
}

/** The address of a share link: this page's own address with `#/ai?share=`. */
export const shareUrl = (shareId: string, loc: { origin: string; pathname: string } = window.location) =>
  `${loc.origin}${loc.pathname}#/ai?share=${encodeURIComponent(shareId)}`;
