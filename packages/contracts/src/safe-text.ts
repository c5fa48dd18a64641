import * as z from '@app/contracts/zod';

// C0 and C1 control characters; tab and line breaks are treated apart (allowed in messages only).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
// Embeddings, overrides and isolates: they make text display in another order than it is stored.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// A surrogate half without its partner is not a character: it breaks storage, JSON and mail.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The i18n key (common namespace) of what is wrong with the text, or undefined when it is fine. */
export function unsafeTextProblem(text: string, opts: { multiline: boolean }): string | undefined {
  if (CONTROL.test(text) || BIDI_CONTROL.test(text) || LONE_SURROGATE.test(text)) return 'validation.unsafeCharacters';
  if (!opts.multiline && LINE_BREAK.test(text)) return 'validation.singleLine';
  return undefined;
}

/** A refinement for zod strings: names are single-line, messages may have line breaks. */
export const safeText =
  (opts: { multiline: boolean }) =>
  (text: string, ctx: z.RefinementCtx) => {
    const problem = unsafeTextProblem(text, opts);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;

/** One line of plain text (for mail texts built from stored names, whatever an old row holds). */
export const toSingleLine = (text: string) => text.replace(ANY_CONTROL_OR_BIDI, ' ').trim();
