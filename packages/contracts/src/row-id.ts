import * as z from '@app/contracts/zod';

/** The largest id a row can have: ids are 32-bit integers on PostgreSQL (and kept so on SQLite). */
export const MAX_ROW_ID = 2_147_483_647;

const DIGITS = /^[1-9]\d{0,9}$/;

/**
 * The one parser of row ids, in paths and bodies: a positive whole number inside a 32-bit integer,
 * given as a number or a string of digits. Anything else is a validation error (400), never a
 * database error (500).
 */
export const rowIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
  z.number({ error: 'errors.validation' }).int('errors.validation').min(1, 'errors.validation').max(MAX_ROW_ID, 'errors.validation'),
);
