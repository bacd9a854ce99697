/** subset-font (HarfBuzz's hb-subset as WebAssembly) ships no types: the call the server makes. */
declare module 'subset-font' {
  export default function subsetFont(font: Uint8Array, text: string, options?: { targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt'; noLayoutClosure?: boolean }): Promise<Buffer>;
}
