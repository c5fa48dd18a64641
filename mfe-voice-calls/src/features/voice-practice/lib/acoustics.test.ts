import { describe, expect, it } from 'vitest';
import { acousticFeatures } from './acoustics';
import { encodeWav } from './wav';

const frames = (pattern: Array<[number, number]>) => pattern.flatMap(([value, count]) => Array<number>(count).fill(value));

describe('acoustic features', () => {
  it('when speech is broken by a short and a long silence, then both pauses are counted and speaking time excludes them', () => {
    const f = acousticFeatures({ frames: frames([[0.3, 20], [0.001, 8], [0.2, 20], [0.001, 40], [0.4, 20]]), frameSec: 0.05 });
    expect(f).toMatchObject({ speakingTimeSec: 3, pauseCount: 2, longPauseCount: 1 });
    expect(f.loudnessVariation).toBeGreaterThan(0.2);
  });

  it('when the voice is perfectly even, then the loudness variation is zero', () => {
    expect(acousticFeatures({ frames: frames([[0.3, 50]]), frameSec: 0.05 }).loudnessVariation).toBe(0);
  });

  it('when nothing was recorded, then every measure is zero', () => {
    expect(acousticFeatures({ frames: [], frameSec: 0.05 })).toEqual({ speakingTimeSec: 0, pauseCount: 0, longPauseCount: 0, loudnessVariation: 0 });
  });
});

describe('wav encoding', () => {
  it('when samples are encoded, then a 16-bit mono RIFF/WAVE file of the right size comes out', async () => {
    const blob = encodeWav([new Float32Array([0, 0.5, -1]), new Float32Array([1])], 16000);
    expect(blob.type).toBe('audio/wav');
    const view = new DataView(await blob.arrayBuffer());
    expect(blob.size).toBe(44 + 8);
    expect(String.fromCharCode(...new Uint8Array(await blob.slice(0, 4).arrayBuffer()))).toBe('RIFF');
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getInt16(46, true)).toBe(Math.trunc(0.5 * 0x7fff));
    expect(view.getInt16(48, true)).toBe(-0x8000);
  });
});
