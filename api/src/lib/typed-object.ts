/**
 * Object.keys and Object.fromEntries with the key types kept. TypeScript widens them to string
 * (an object may carry more keys than its type names); these are for values whose keys are exactly
 * their type's: constants, lexicons, records built here from a full list of keys. The API's only
 * casts for that live here.
 */
export const typedKeys = <T extends object>(value: T): (keyof T & string)[] => Object.keys(value) as (keyof T & string)[];

/** A record from entries that name every key of K (the caller maps over the full list of keys). */
export const fromEntriesOf = <K extends PropertyKey, V>(entries: Iterable<readonly [K, V]>): Record<K, V> =>
  Object.fromEntries(entries) as Record<K, V>;

/** A record with one value per key of a full list of keys. */
export const recordOf = <K extends PropertyKey, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> =>
  fromEntriesOf(keys.map((key) => [key, value(key)] as const));

/** Whether `key` is an own key of `value`, narrowing it to the object's keys (a key computed from text). */
export const isKeyOf = <T extends object>(value: T, key: PropertyKey): key is keyof T => Object.hasOwn(value, key);

/** The fields of `value` that hold something: undefined ones left out, as JSON would drop them. */
export function definedFields<T extends object>(value: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of typedKeys(value)) if (value[key] !== undefined) out[key] = value[key];
  return out;
}
