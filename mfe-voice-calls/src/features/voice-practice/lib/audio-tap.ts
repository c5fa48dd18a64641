/** Raw microphone samples in blocks of BLOCK, from an AudioWorklet (ScriptProcessor where there is none). */
export const BLOCK = 2048;

// Emitted by webpack as a hashed file next to the remote's chunks.
const WORKLET_URL = new URL('./recorder-tap.worklet.mjs', import.meta.url);

export interface AudioTap {
  sampleRate: number;
  /** Which tap runs: the AudioWorklet, or the ScriptProcessor where no worklet could be loaded. */
  kind: 'worklet' | 'script-processor';
  stop(): void;
}

export async function openAudioTap(stream: MediaStream, onBlock: (block: Float32Array) => void): Promise<AudioTap> {
  const ctx = new AudioContext();
  const source = ctx.createMediaStreamSource(stream);
  // Silent sink: keeps the graph pulling samples without playing the microphone back.
  const sink = ctx.createGain();
  sink.gain.value = 0;
  sink.connect(ctx.destination);
  let pending = new Float32Array(BLOCK);
  let filled = 0;
  const push = (samples: Float32Array) => {
    for (let i = 0; i < samples.length; i++) {
      pending[filled++] = samples[i];
      if (filled === BLOCK) {
        onBlock(pending);
        pending = new Float32Array(BLOCK);
        filled = 0;
      }
    }
  };
  const worklet = await workletTap(ctx, push);
  const node = worklet ?? scriptProcessorTap(ctx, push);
  source.connect(node);
  node.connect(sink);
  return {
    sampleRate: ctx.sampleRate,
    kind: worklet ? 'worklet' : 'script-processor',
    stop() {
      if (filled) onBlock(pending.slice(0, filled));
      node.disconnect();
      source.disconnect();
      void ctx.close();
    },
  };
}

/** The AudioWorklet tap, or undefined where there is none or its module cannot be loaded. */
async function workletTap(ctx: AudioContext, push: (samples: Float32Array) => void): Promise<AudioNode | undefined> {
  if (!ctx.audioWorklet || typeof AudioWorkletNode === 'undefined') return undefined;
  try {
    await ctx.audioWorklet.addModule(WORKLET_URL.href);
  } catch {
    return undefined;
  }
  const worklet = new AudioWorkletNode(ctx, 'recorder-tap', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1 });
  worklet.port.onmessage = (e: MessageEvent<Float32Array>) => push(e.data);
  return worklet;
}

function scriptProcessorTap(ctx: AudioContext, push: (samples: Float32Array) => void): AudioNode {
  const processor = ctx.createScriptProcessor(BLOCK, 1, 1);
  processor.onaudioprocess = (e) => push(new Float32Array(e.inputBuffer.getChannelData(0)));
  return processor;
}
