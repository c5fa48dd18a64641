// The recorder's AudioWorklet: posts every input block to the page. Served as its own file (a
// same-origin script, allowed by the Content-Security-Policy, unlike a blob: URL).
class RecorderTap extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('recorder-tap', RecorderTap);
