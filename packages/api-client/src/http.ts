import * as z from '@app/contracts/zod';
import { knownTimeZone } from './time-zone';

export const AUTH_TOKEN_KEY = 'authToken';

/** Spec 000 §8: "<status>: <body text or status text>". `status` lets callers branch. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own message when it answered our JSON error shape, else the raw body. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return this.body || undefined;
    }
  }
}

/**
 * What a user reads about a failed call (spec 000 §8): the server's own message when it answered,
 * else the fallback (a network failure, an empty body). The one way every screen words an error.
 */
export function errorText(err: unknown, fallback: string): string;
export function errorText(err: unknown, fallback?: string): string | undefined;
export function errorText(err: unknown, fallback?: string): string | undefined {
  return (err instanceof ApiError && err.serverMessage) || fallback;
}

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function currentLanguage(): string {
  try {
    return globalThis.localStorage?.getItem('language') ?? 'en';
  } catch {
    return 'en';
  }
}

/** The answer does not match its contract in @app/contracts: the server and this app disagree about a shape. */
export class ContractError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: z.ZodIssue[],
  ) {
    super(`${method} ${url}: the answer does not match its contract (${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')})`);
    this.name = 'ContractError';
  }
}

/**
 * fetch with what every call carries (language, token, time zone, cookies); a non-ok answer
 * throws ApiError. For answers that are not one JSON value (a stream); everything else uses apiRequest.
 */
export async function apiFetch(method: string, url: string, body?: unknown, accept?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accept) headers.Accept = accept;
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const zone = knownTimeZone();
  if (zone) headers['X-Time-Zone'] = zone;
  const res = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** A value checked against its zod contract; a mismatch throws ContractError instead of travelling on as a lie. */
export function parseContract<S extends z.ZodType>(schema: S, value: unknown, method: string, url: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ContractError(method, url, parsed.error.issues);
  return parsed.data;
}

/**
 * A contract's schema loaded with the call instead of with the screen: the import starts beside the
 * request, and the contract's schemas are built when its chunk arrives, in a task of their own (a
 * first screen that builds every schema it reads at once blocks the page: issue 27).
 */
export type ContractLoader<S extends z.ZodType> = () => Promise<S>;
type SchemaSource<S extends z.ZodType> = S | ContractLoader<S>;

/**
 * One API call. With a schema (from @app/contracts, or a loader of one) the answer is parsed and
 * typed by it: every read goes this way. Without one the answer is `unknown` (or the caller's type
 * for answers without a body, such as 204).
 */
export function apiRequest<S extends z.ZodType>(method: string, url: string, body: unknown, schema: SchemaSource<S>): Promise<z.output<S>>;
export function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
export async function apiRequest(method: string, url: string, body?: unknown, schema?: SchemaSource<z.ZodType>): Promise<unknown> {
  const [res, contract] = await Promise.all([apiFetch(method, url, body), typeof schema === 'function' ? schema() : schema]);
  const text = res.status === 204 ? '' : await res.text();
  const value: unknown = text ? JSON.parse(text) : undefined;
  return contract ? parseContract(contract, value, method, url) : value;
}

export function apiGet<S extends z.ZodType>(url: string, schema: SchemaSource<S>): Promise<z.output<S>>;
export function apiGet<T = unknown>(url: string): Promise<T>;
export function apiGet(url: string, schema?: SchemaSource<z.ZodType>): Promise<unknown> {
  return schema ? apiRequest('GET', url, undefined, schema) : apiRequest('GET', url);
}

