/**
 * G.711 mu-law, the 8 kHz audio Twilio media streams carry both ways, and the little PCM
 * plumbing around it (resampling, a WAV wrapper for speech-to-text).
 */
const BIAS = 0x84;
const CLIP = 32635;

export function encodeMulawSample(sample: number): number {
  let s = Math.max(-32768, Math.min(32767, Math.round(sample)));
  const sign = s < 0 ? 0x80 : 0;
  if (sign) s = -s;
  s = Math.min(s, CLIP) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; exponent--, mask >>= 1);
  const mantissa = (s >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

export function decodeMulawSample(byte: number): number {
  const u = ~byte & 0xff;
  const exponent = (u >> 4) & 0x07;
  const magnitude = ((((u & 0x0f) << 3) + BIAS) << exponent) - BIAS;
  return u & 0x80 ? -magnitude : magnitude;
}

export const mulawToPcm = (mulaw: Uint8Array): Int16Array => Int16Array.from(mulaw, decodeMulawSample);
export const pcmToMulaw = (pcm: Int16Array): Uint8Array => Uint8Array.from(pcm, encodeMulawSample);

/** Averages down to 8 kHz (text-to-speech answers 24 kHz PCM); good enough for a phone line. */
export function downsample(pcm: Int16Array, fromRate: number, toRate = 8000): Int16Array {
  if (fromRate === toRate) return pcm;
  const ratio = fromRate / toRate;
  const out = new Int16Array(Math.floor(pcm.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.min(pcm.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j++) sum += pcm[j];
    out[i] = Math.round(sum / Math.max(1, end - start));
  }
  return out;
}

/** Root mean square of a frame, 0..32768: the loudness the voice-activity detection compares. */
export function rms(pcm: Int16Array): number {
  if (!pcm.length) return 0;
  let sum = 0;
  for (const s of pcm) sum += s * s;
  return Math.sqrt(sum / pcm.length);
}

/** 16-bit mono PCM in a WAV container, what speech-to-text endpoints accept. */
export function pcmToWav(pcm: Int16Array, sampleRate = 8000): Buffer {
  const data = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
