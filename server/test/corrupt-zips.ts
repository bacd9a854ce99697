/**
 * Files that start like a ZIP (a local file header, PK\x03\x04) but are corrupt in ways that make
 * file-type throw while reading them: a data descriptor without its signature, an entry in an
 * unknown compression method, and a broken deflate stream. Sent as PDFs, photos or content files,
 * they must be refused like any content of no allowed type.
 */
function localHeader(options: { flags?: number; method?: number; name: string; data: Buffer; tail: Buffer }): Buffer {
  const h = Buffer.alloc(30);
  h.write('PK\u0003\u0004', 0, 'latin1');
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(options.flags ?? 0, 6);
  h.writeUInt16LE(options.method ?? 0, 8);
  h.writeUInt32LE(options.data.length, 18);
  h.writeUInt32LE(options.data.length, 22);
  h.writeUInt16LE(Buffer.byteLength(options.name), 26);
  return Buffer.concat([h, Buffer.from(options.name), options.data, options.tail]);
}

export const CORRUPT_ZIPS: Record<string, Buffer> = {
  dataDescriptor: localHeader({ flags: 8, name: 'abcd', data: Buffer.from('xxxx'), tail: Buffer.alloc(64, 0x41) }),
  compressionMethod: localHeader({ method: 99, name: 'mimetype', data: Buffer.from('xxxx'), tail: Buffer.alloc(64) }),
  deflate: localHeader({ method: 8, name: 'mimetype', data: Buffer.alloc(16, 0xff), tail: Buffer.alloc(64) }),
};
