import type { Request } from 'express';
import { z } from 'zod';
import { rowIdSchema } from '@app/contracts/row-id';

/** A row id in a path: the one bounded parser (@app/contracts/row-id), 400 otherwise. */
export const idParam = rowIdSchema;

const idParams = z.object({ id: idParam });

/** The `:id` of the request's path, or a validation error (400) when it is not an id. */
export const parseId = (req: Pick<Request, 'params'>): number => idParams.parse(req.params).id;
