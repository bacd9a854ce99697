import { describe, expect, it } from 'vitest';
import { encodeWav, mono } from './wav';

describe('encodeWav', () => {
  it('writes a RIFF/WAVE header and 16-bit samples, clipped to the range', async () => {
    const blob = encodeWav(Float32Array.from([0, 1, -1, 2]), 16000);
    expect(blob.type).toBe('audio/wav');
    const view = new DataView(await blob.arrayBuffer());
    const text = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
  });

  it('mixes channels down to one', () => {
    const channels = [Float32Array.from([1, 0]), Float32Array.from([0, 1])];
    expect([...mono({ numberOfChannels: 2, length: 2, getChannelData: (c) => channels[c]! })]).toEqual([0.5, 0.5]);
  });
});
