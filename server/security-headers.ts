/**
 * The security headers of every answer (@fastify/helmet): a Content-Security-Policy that the app
 * runs under (tested in the browser tests, which fail on a violation), no framing, no sniffing,
 * no referrer. The policy, and why each source is there:
 * - scripts and styles only from the app's own files (no inline script or style element; React's
 *   style props and the theme's CSS variables go through the CSSOM, which CSP allows), plus
 *   'wasm-unsafe-eval' for the barcode decoder's WebAssembly;
 * - images and media also from data: and blob: (QR codes, photo and voice-memo previews);
 * - workers from the app's own files (decoder, import, export) and the service worker;
 * - connections (fetch, the realtime WebSocket) to this server only;
 * - no plugins, no framing of the app anywhere (clickjacking), forms post only here.
 * Not 'upgrade-insecure-requests': a booth server on a hall's network is often plain http.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  // The print preview of a PDF the app made (the licence sheet) is a blob: frame.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** `publicUrl`: HSTS only when the installation is reached over https (a hall's http server must not be pinned). */
export async function securityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Downloads (exports, badges) and media are fetched by the app itself, same origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
