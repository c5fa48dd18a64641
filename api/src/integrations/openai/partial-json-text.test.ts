import { describe, expect, it } from 'vitest';
import { partialJsonText } from './partial-json-text';

describe('partialJsonText', () => {
  it('when the value has not started, then it is null', () => {
    expect(partialJsonText('', 'text')).toBeNull();
    expect(partialJsonText('{"te', 'text')).toBeNull();
    expect(partialJsonText('{"text": ', 'text')).toBeNull();
  });

  it('when the value is arriving, then the decoded prefix grows chunk by chunk', () => {
    const full = JSON.stringify({ text: 'Hi "there",\nнужна\u00a0тишина \\ ok' });
    const seen = Array.from({ length: full.length + 1 }, (_, n) => partialJsonText(full.slice(0, n), 'text'));
    const last = seen.at(-1);
    expect(last).toBe('Hi "there",\nнужна\u00a0тишина \\ ok');
    for (let i = 1; i < seen.length; i += 1) {
      if (seen[i - 1] !== null) expect(seen[i]!.startsWith(seen[i - 1]!)).toBe(true);
    }
  });

  it('when a unicode escape is cut in half, then it waits for the rest', () => {
    expect(partialJsonText('{"text":"a\\u00', 'text')).toBe('a');
    expect(partialJsonText('{"text":"a\\u00e9', 'text')).toBe('aé');
  });
});
