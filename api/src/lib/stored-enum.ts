/**
 * An enum-like text column read as its type: a value the code does not know (an older release's,
 * a hand edit) reads as the fallback instead of travelling on as a lie to the type checker.
 */
export function storedEnum<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}
