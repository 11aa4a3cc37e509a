// The one capture pipeline's worklet: mono PCM16 frames of 2048
// samples at the context's rate go to the main thread (level meter, speech); the audio itself
// passes through to the recorder's destination node.
const FRAME = 2048;

class Pcm16Capture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.frame = new Int16Array(FRAME);
    this.filled = 0;
  }

  process(inputs, outputs) {
    const input = inputs[0];
    const channel = input && input[0];
    const output = outputs[0];
    if (channel) {
      // Mono: the first channel (getUserMedia microphones are mono or identical channels).
      for (const out of output) out.set(channel);
      for (let i = 0; i < channel.length; i++) {
        const s = Math.max(-1, Math.min(1, channel[i]));
        this.frame[this.filled++] = s < 0 ? s * 0x8000 : s * 0x7fff;
        if (this.filled === FRAME) {
          this.port.postMessage(this.frame, [this.frame.buffer]);
          this.frame = new Int16Array(FRAME);
          this.filled = 0;
        }
      }
    }
    return true;
  }
}

registerProcessor('pcm16-capture', Pcm16Capture);
