import { describe, expect, it } from 'vitest';
import { decodeMulawSample, downsample, encodeMulawSample, mulawToPcm, pcmToMulaw, pcmToWav, rms } from './mulaw';

describe('G.711 mu-law', () => {
  it('when silence is encoded, then it is the 0xFF byte lines carry, and decodes back to zero', () => {
    expect(encodeMulawSample(0)).toBe(0xff);
    expect(decodeMulawSample(0xff)).toBe(0);
  });

  it('when a tone goes through encode and decode, then every sample comes back within the codec step', () => {
    const tone = Int16Array.from({ length: 160 }, (_v, i) => Math.round(12000 * Math.sin((2 * Math.PI * 440 * i) / 8000)));
    const back = mulawToPcm(pcmToMulaw(tone));
    tone.forEach((s, i) => expect(Math.abs(back[i]! - s)).toBeLessThanOrEqual(Math.max(16, Math.abs(s) / 16)));
    expect(rms(back)).toBeGreaterThan(8000);
  });

  it('when 24 kHz audio is brought to 8 kHz, then a third of the samples remain, averaged', () => {
    expect(Array.from(downsample(Int16Array.from([3, 6, 9, 30, 60, 90]), 24000))).toEqual([6, 60]);
  });

  it('when PCM is wrapped as WAV, then the header says 8 kHz mono 16-bit and the data follow', () => {
    const wav = pcmToWav(Int16Array.from([1, -1, 2]));
    expect([wav.toString('ascii', 0, 4), wav.toString('ascii', 8, 12), wav.readUInt32LE(24), wav.readUInt16LE(22), wav.readUInt16LE(34), wav.readUInt32LE(40)]).toEqual(['RIFF', 'WAVE', 8000, 1, 16, 6]);
    expect(wav.readInt16LE(46)).toBe(-1);
  });
});
