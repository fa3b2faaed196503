import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ChatPage = lazy(() => import(/* webpackChunkName: "chat-page" */ './components/ChatPage'));

/**
 * AI 智能问答 (/ai, docs/API-CHAT.md): open to everyone. A visitor reads what it answers and is
 * asked to log in; a signed-in user asks and keeps their chats (/ai?chat=); a shared chat
 * (/ai?share=) is read-only for anyone.
 */
export const chatRoutes: RouteObject[] = [{ path: '/ai', element: <ChatPage /> }];
