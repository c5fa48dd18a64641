/** Raw microphone samples in blocks of BLOCK, from an AudioWorklet (ScriptProcessor where there is none). */
export const BLOCK = 2048;

// Inline, so no extra file has to be served next to the remote's chunks.
const WORKLET = `class RecorderTap extends AudioWorkletProcessor {
  process(inputs) { const ch = inputs[0] && inputs[0][0]; if (ch) this.port.postMessage(ch.slice(0)); return true; }
}
registerProcessor('recorder-tap', RecorderTap);`;

export interface AudioTap {
  sampleRate: number;
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
  let node: AudioNode;
  if (ctx.audioWorklet && typeof AudioWorkletNode !== 'undefined') {
    const url = URL.createObjectURL(new Blob([WORKLET], { type: 'application/javascript' }));
    try {
      await ctx.audioWorklet.addModule(url);
    } finally {
      URL.revokeObjectURL(url);
    }
    const worklet = new AudioWorkletNode(ctx, 'recorder-tap', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1 });
    worklet.port.onmessage = (e: MessageEvent<Float32Array>) => push(e.data);
    node = worklet;
  } else {
    const processor = ctx.createScriptProcessor(BLOCK, 1, 1);
    processor.onaudioprocess = (e) => push(new Float32Array(e.inputBuffer.getChannelData(0)));
    node = processor;
  }
  source.connect(node);
  node.connect(sink);
  return {
    sampleRate: ctx.sampleRate,
    stop() {
      if (filled) onBlock(pending.slice(0, filled));
      node.disconnect();
      source.disconnect();
      void ctx.close();
    },
  };
}
