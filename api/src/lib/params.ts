import type { Request } from 'express';
import { z } from 'zod';

/** A row id in a path: a positive integer of at most nine digits (inside a 32-bit integer), 400 otherwise. */
export const idParam = z.string().regex(/^[1-9]\d{0,8}$/, 'errors.validation').transform(Number);

const idParams = z.object({ id: idParam });

/** The `:id` of the request's path, or a validation error (400) when it is not an id. */
export const parseId = (req: Pick<Request, 'params'>): number => idParams.parse(req.params).id;
