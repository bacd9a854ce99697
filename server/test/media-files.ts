/** Files for note media in tests: a real (tiny) PNG photo and WAV voice memos of any size. */

/** A 1x1 PNG. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a4d1e5320000000049454e44ae426082', 'hex');

/** A WAV file of `bytes` bytes: a real header (16 kHz, 16-bit mono), then a tone. */
export function wav(bytes: number): Buffer {
  const b = Buffer.alloc(bytes);
  b.write('RIFF', 0);
  b.writeUInt32LE(bytes - 8, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16000, 24);
  b.writeUInt32LE(32000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(bytes - 44, 40);
  for (let i = 44; i < bytes; i += 2) b.writeInt16LE(Math.round(Math.sin(i / 20) * 8000), i);
  return b;
}
