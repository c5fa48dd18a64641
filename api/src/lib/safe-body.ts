import type { RequestHandler } from 'express';
import { unsafeTextProblem } from '@app/contracts/safe-text';
import { AppError } from './errors';

/** The path of the first text (a value or a key) in the body that holds unsafe characters. */
export function findUnsafeText(body: unknown): string | undefined {
  // Iterative, so a deeply nested hostile body cannot overflow the stack.
  const stack: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (unsafeTextProblem(value, { multiline: true })) return path || '(body)';
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unsafeTextProblem(key, { multiline: false })) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/**
 * One rule for every text a request brings: NUL, other control characters (tab and line breaks
 * aside), bidi overrides and lone surrogates are refused with a 400 before any route sees them, so
 * no database stores them (PostgreSQL rejects NUL with a 500; SQLite keeps it). Fields that must
 * be a single line (names) add their own rule in their contract.
 */
export const refuseUnsafeText: RequestHandler = (req, _res, next) => {
  const path = req.body === undefined ? undefined : findUnsafeText(req.body);
  if (path === undefined) return next();
  next(new AppError('validation', 400, 'validation.unsafeCharacters', { fields: [{ path }] }));
};
