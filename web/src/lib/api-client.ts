// The API client (SPEC §7): POST JSON to /api/<Area>/<Action> with token, orgCode and
// terminalType headers, 40 s timeout, envelope {Code, Data, Message}.
import type { Envelope } from '@/types/api';
import { getItem, StorageKeys } from './storage';
import { clearLogin, getToken } from './session';
import { notify } from './notify';
import { navigateTo } from './navigation';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 40_000;
export const TERMINAL_TYPE = '0';
export const LOGIN_REDIRECT_DELAY_MS = 800;

export const ApiCode = {
  Ok: 0,
  LoginExpired: 112,
  CaptchaRequired: 113,
  Invalid: 400,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  Internal: 500,
  Network: -1,
} as const;

export class ApiError extends Error {
  constructor(
    public code: number,
    message: string,
    public data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** Codes the caller handles itself: no toast for them (true: no toast at all). */
  silent?: boolean | number[];
  /** Send a form-encoded body instead of JSON. */
  form?: boolean;
  /** Wait until the read model has this client's last write (read-your-writes). */
  consistent?: boolean;
  /** Overrides the stored token (token login from a link). */
  token?: string;
  timeoutMs?: number;
}

let lastWritePosition: string | null = null;
let loginRedirectPending = false;

export function getLastWritePosition(): string | null {
  return lastWritePosition;
}

function rememberPosition(data: unknown): void {
  if (data && typeof data === 'object' && 'Position' in data) {
    const p = (data as { Position: unknown }).Position;
    if (typeof p === 'number' || (typeof p === 'string' && p !== '')) lastWritePosition = String(p);
  }
}

function isSilent(opts: RequestOptions, code: number): boolean {
  return opts.silent === true || (Array.isArray(opts.silent) && opts.silent.includes(code));
}

/**
 * The headers every call carries: the org code, the terminal type and the login token when
 * there is one. No Content-Type: a multipart body (an upload, a recording) writes its own.
 */
export function appHeaders(token: string | undefined = getToken()): Record<string, string> {
  const headers: Record<string, string> = { orgCode: String(getItem<string>(StorageKeys.OrgCode) ?? ''), terminalType: TERMINAL_TYPE };
  if (token) headers.token = token;
  return headers;
}

/** A fetch that failed before any answer: aborted (timed out) or no network. */
export function networkError(e: unknown): ApiError {
  const timedOut = (e as Error)?.name === 'AbortError';
  return new ApiError(ApiCode.Network, timedOut ? '请求超时，请稍后重试' : '网络连接失败，请稍后重试');
}

function buildHeaders(opts: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json',
    ...appHeaders(opts.token ?? getToken()),
  };
  if (opts.consistent && lastWritePosition) headers.waitPosition = lastWritePosition;
  return headers;
}

function encodeBody(body: unknown, form?: boolean): string {
  if (!form) return JSON.stringify(body ?? {});
  const params = new URLSearchParams();
  Object.entries((body ?? {}) as Record<string, unknown>).forEach(([k, v]) => {
    if (v !== undefined && v !== null) params.append(k, String(v));
  });
  return params.toString();
}

/** Code 112 on any response: clear login data, go to /login after 0.8 s. */
export function handleLoginExpired(message?: string): void {
  clearLogin();
  notify.error(message || '登录已失效，请重新登录');
  if (loginRedirectPending) return;
  loginRedirectPending = true;
  setTimeout(() => {
    loginRedirectPending = false;
    // A protected page may already have sent the user to /login (keeping ?redirect=).
    if (!window.location.hash.startsWith('#/login')) navigateTo('/login');
  }, LOGIN_REDIRECT_DELAY_MS);
}

async function send(path: string, body: unknown, opts: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    return await fetch(`${API_BASE}/${path}`, {
      method: 'POST',
      headers: buildHeaders(opts),
      body: encodeBody(body, opts.form),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    throw networkError(e);
  } finally {
    clearTimeout(timer);
  }
}

async function readEnvelope(res: Response): Promise<Envelope> {
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  if (parsed && typeof parsed === 'object' && 'Code' in parsed) {
    const env = parsed as Envelope & { data?: unknown };
    return { Code: Number(env.Code), Data: env.Data ?? env.data ?? null, Message: env.Message ?? '' };
  }
  const code = res.status === 404 ? ApiCode.NotFound : ApiCode.Internal;
  return { Code: code, Data: null, Message: `服务器开小差了（HTTP ${res.status}），请稍后重试` };
}

/** POSTs to /api/<path>; resolves with Data on Code 0, rejects with ApiError otherwise. */
export async function apiPost<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  return (await apiPostNoted<T>(path, body, opts)).data;
}

/** apiPostNoted for an object answer: its Data (`empty` when null) with the envelope's Message as `Message`. */
export async function apiPostWithMessage<T extends object>(path: string, body: unknown, empty: T, opts: RequestOptions = {}): Promise<T & { Message: string }> {
  const { data, message } = await apiPostNoted<T | null>(path, body, opts);
  return { ...(data ?? empty), Message: message };
}

/**
 * Like apiPost, and hands on the envelope's Message too: on Code 0 it is the server's note on
 * the answer, such as why it is empty ("暂无该校在广东的招生计划数据").
 */
export async function apiPostNoted<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<{ data: T; message: string }> {
  let env: Envelope;
  try {
    env = await readEnvelope(await send(path, body, opts));
  } catch (e) {
    const err = e as ApiError;
    if (!isSilent(opts, err.code)) notify.error(err.message);
    throw err;
  }
  if (env.Code === ApiCode.Ok) {
    rememberPosition(env.Data);
    return { data: env.Data as T, message: env.Message ?? '' };
  }
  if (env.Code === ApiCode.LoginExpired) {
    handleLoginExpired(env.Message);
    throw new ApiError(env.Code, env.Message || '登录已失效，请重新登录', env.Data);
  }
  const message = env.Message || '操作失败，请稍后重试';
  if (!isSilent(opts, env.Code)) notify.error(message);
  throw new ApiError(env.Code, message, env.Data);
}
