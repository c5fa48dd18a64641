/** Whether a value is one of a constant list of literals, narrowing it to their union (`includes` takes only the list's own type). */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.some((v) => v === value);
