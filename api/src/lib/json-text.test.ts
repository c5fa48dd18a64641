import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJson, readJson, readStringList } from './json-text';

describe('JSON held as text', () => {
  it('when the text is JSON, then its value; when empty or broken, then undefined', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson('{bad')).toBeUndefined();
  });

  it('when read with a schema, then the parsed value, or the fallback for broken text and for the wrong shape', () => {
    const schema = z.object({ passMark: z.number() });
    expect(readJson('{"passMark":70}', schema, null)).toEqual({ passMark: 70 });
    expect(readJson('{"passMark":"x"}', schema, null)).toBeNull();
    expect(readJson('not json', schema, { passMark: 0 })).toEqual({ passMark: 0 });
  });

  it('when a stored list holds other things than strings, then only its strings are read', () => {
    expect(readStringList('["a", 2, "b", null]')).toEqual(['a', 'b']);
    expect(readStringList('{"a":1}')).toEqual([]);
    expect(readStringList('[')).toEqual([]);
  });
});
