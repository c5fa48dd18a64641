/**
 * Spec 001 §5: the text must parse as JSON; a single object is wrapped into a list. null means
 * "Invalid JSON". A list is returned as is: the API reports each bad record by its index.
 */
export function parseBulkJson(text: string): unknown[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    // A pasted request body ({"recordings": [...]}) is read as its list.
    const inner = 'recordings' in value ? value.recordings : undefined;
    return Array.isArray(inner) ? inner : [value];
  }
  return null;
}
