// Writes brotli (.br) and gzip (.gz) copies of the built app's text and wasm files, next to them,
// once at build time; the server sends them to browsers that accept them (@fastify/static
// preCompressed). A first visit on a show's slow network then downloads about a third.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/app');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  after += br.length;
}
console.log(`compressed ${count} files: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with brotli`);
