import { describe, expect, it } from 'vitest';
import { routePreloads, type PreloadChunk } from './route-preloads';

describe('route preloads', () => {
  // A made-up bundle: the entry imports the runtime; the login screen imports a shared form and the
  // runtime; the detail screen has CSS; texts are their own chunks.
  const chunks: PreloadChunk[] = [
    { file: 'assets/index.js', entry: true, facade: '/app/src/main', imports: ['assets/runtime.js'], css: ['assets/index.css'] },
    { file: 'assets/runtime.js', imports: [], css: [] },
    { file: 'assets/LoginPage.js', facade: '/app/src/LoginPage', imports: ['assets/form.js', 'assets/runtime.js'], css: [] },
    { file: 'assets/form.js', imports: ['assets/validators.js'], css: [] },
    { file: 'assets/validators.js', imports: [], css: [] },
    { file: 'assets/Detail.js', facade: '/app/src/Detail', imports: ['assets/form.js'], css: ['assets/detail.css', 'assets/index.css'] },
    { file: 'assets/common-de.js', facade: '/app/locales/de/common.json', imports: [], css: [] },
    { file: 'assets/login-de.js', facade: '/app/locales/de/login.json', imports: [], css: [] },
  ];
  const screens = new Map([
    ['login', '/app/src/LoginPage'],
    ['detail', '/app/src/Detail'],
    ['gone', '/app/src/NotBuilt'],
  ]);
  const texts = new Map([['de', ['/app/locales/de/common.json', '/app/locales/de/login.json']]]);

  it("lists each screen's chunk and what it imports statically, leaving out what the entry loads", () => {
    const result = routePreloads(chunks, screens, texts);
    expect(result.routes.login).toEqual(['assets/LoginPage.js', 'assets/form.js', 'assets/validators.js']);
    // Its CSS too, but not the entry's.
    expect(result.routes.detail).toEqual(['assets/Detail.js', 'assets/form.js', 'assets/validators.js', 'assets/detail.css']);
    // A screen the bundle does not have is left out, not listed empty.
    expect(result.routes.gone).toBeUndefined();
  });

  it('lists the start-up texts of each language', () => {
    expect(routePreloads(chunks, screens, texts).texts).toEqual({ de: ['assets/common-de.js', 'assets/login-de.js'] });
  });
});
