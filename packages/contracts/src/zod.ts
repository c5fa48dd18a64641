/**
 * The part of zod the contracts and the apps use, one module that module federation shares as a
 * singleton: the shell and every remote run one copy of zod instead of each bundling and evaluating
 * its own (issue 27). The list is explicit so that the shared copy is tree-shaken: zod's whole `z`
 * namespace, shared as it is, would carry every locale (87 KB).
 *
 * Use it as `import * as z from '@app/contracts/zod'` (front-end code); the API imports zod itself.
 */
export {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  enum,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  record,
  string,
  undefined,
  union,
  unknown,
  type infer,
  type input,
  type output,
  type RefinementCtx,
  type ZodType,
} from 'zod';
export type { $ZodIssue as ZodIssue } from 'zod/v4/core';
