import type { z } from 'zod';

/**
 * JSON held as text (the JSON-in-string columns, socket frames, stored files) read one way: the
 * value, or undefined when the text is empty or not JSON. The API's one JSON.parse for such text.
 */
export function parseJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A JSON text read with its schema: the fallback when it is not JSON or not of the schema's shape. */
export function readJson<T>(raw: string | null | undefined, schema: z.ZodType<T>, fallback: NoInfer<T>): T;
export function readJson<T>(raw: string | null | undefined, schema: z.ZodType<T>, fallback: null): T | null;
export function readJson<T>(raw: string | null | undefined, schema: z.ZodType<T>, fallback: T | null): T | null {
  const parsed = schema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : fallback;
}

/** A stored list of strings (tips, options, findings): its strings, none when unreadable. */
export const readStringList = (raw: string | null | undefined): string[] => {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};
