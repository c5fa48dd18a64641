const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * The decoded value of a string field in JSON that is still arriving (`{"text": "Hel`), so a
 * structured reply can be shown while the model writes it. null until the value has started;
 * an escape cut in half is left for the next chunk.
 */
export function partialJsonText(raw: string, key: string): string | null {
  const start = new RegExp(`"${key}"\\s*:\\s*"`).exec(raw);
  if (!start) return null;
  let out = '';
  for (let i = start.index + start[0].length; i < raw.length; i += 1) {
    const ch = raw[i];
    if (ch === '"') return out;
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = raw[i + 1];
    if (next === undefined) return out;
    if (next === 'u') {
      const hex = raw.slice(i + 2, i + 6);
      if (hex.length < 4) return out;
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 5;
      continue;
    }
    out += ESCAPES[next] ?? next;
    i += 1;
  }
  return out;
}
