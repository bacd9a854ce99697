import { describe, expect, it } from 'vitest';
import { createBlockableHistory } from './blockable-history';

/** A browser's window as far as a history needs it: an address, a stack of entries and popstate. */
function fakeWindow(start = '/connections/list') {
  const entries: Array<{ url: string; state: unknown }> = [{ url: start, state: null }];
  let index = 0;
  const popListeners = new Set<() => void>();
  const location = {
    get href() {
      return `http://localhost${entries[index]!.url}`;
    },
    get pathname() {
      return new URL(location.href).pathname;
    },
    get search() {
      return new URL(location.href).search;
    },
    get hash() {
      return new URL(location.href).hash;
    },
    origin: 'http://localhost',
    protocol: 'http:',
    host: 'localhost',
  };
  const history = {
    get state() {
      return entries[index]!.state;
    },
    get length() {
      return entries.length;
    },
    pushState(state: unknown, _title: string, url: string) {
      entries.splice(index + 1);
      entries.push({ url: new URL(url, location.href).pathname + new URL(url, location.href).search, state });
      index++;
    },
    replaceState(state: unknown, _title: string, url?: string) {
      entries[index] = { url: url ? new URL(url, location.href).pathname + new URL(url, location.href).search : entries[index]!.url, state };
    },
    go(delta: number) {
      // The browser moves, then tells the page (popstate) a moment later.
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      queueMicrotask(() => {
        index = next;
        for (const listener of popListeners) listener();
      });
    },
  };
  const win = {
    location,
    history,
    addEventListener: (type: string, fn: () => void) => type === 'popstate' && popListeners.add(fn),
    removeEventListener: (type: string, fn: () => void) => type === 'popstate' && popListeners.delete(fn),
    /** Back, as the browser's button does it. */
    back: () => history.go(-1),
    address: () => entries[index]!.url,
  };
  return win;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const win = fakeWindow();
  const blockable = createBlockableHistory(win as unknown as Window);
  const seen: string[] = [];
  blockable.history.listen(({ location }) => seen.push(location.pathname));
  return { win, blockable, seen };
}

describe('the blockable history', () => {
  it('lets navigations through when nothing holds them', async () => {
    const { win, blockable, seen } = setup();
    blockable.history.push('/connections/1/details');
    expect(win.address()).toBe('/connections/1/details');
    win.back();
    await settle();
    expect(seen).toEqual(['/connections/1/details', '/connections/list']);
    expect(blockable.blocker().state).toBe('unblocked');
  });

  it('holds a link to another screen while a screen has unsaved changes, and goes on or stays by the answer', () => {
    const { win, blockable, seen } = setup();
    blockable.block(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    blockable.history.push('/dashboard');
    expect(blockable.blocker().state).toBe('blocked');
    expect(win.address()).toBe('/connections/list');
    expect(seen).toEqual([]);
    blockable.blocker().reset!();
    expect(blockable.blocker().state).toBe('unblocked');
    expect(win.address()).toBe('/connections/list');

    blockable.history.push('/dashboard');
    blockable.blocker().proceed!();
    expect(win.address()).toBe('/dashboard');
    expect(seen).toEqual(['/dashboard']);
  });

  it('lets a change of the same screen’s query through (the blocker decides)', () => {
    const { win, blockable } = setup();
    blockable.block(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    blockable.history.replace('/connections/list?stage=hot');
    expect(blockable.blocker().state).toBe('unblocked');
    expect(win.address()).toBe('/connections/list?stage=hot');
  });

  it('undoes a held Back, and does it again when the person lets it through', async () => {
    const { win, blockable, seen } = setup();
    blockable.history.push('/connections/1/notes');
    const unblock = blockable.block(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    win.back();
    await settle();
    // The address came back to the screen with unsaved changes; the app never left it.
    expect(blockable.blocker().state).toBe('blocked');
    expect(win.address()).toBe('/connections/1/notes');
    expect(seen).toEqual(['/connections/1/notes']);

    blockable.blocker().proceed!();
    await settle();
    expect(win.address()).toBe('/connections/list');
    expect(seen).toEqual(['/connections/1/notes', '/connections/list']);
    expect(blockable.blocker().state).toBe('unblocked');

    // The screen is gone: nothing holds Forward any more.
    unblock();
    blockable.history.go(1);
    await settle();
    expect(win.address()).toBe('/connections/1/notes');
  });

  it('drops a held navigation when the screen that held it goes away', () => {
    const { blockable } = setup();
    const unblock = blockable.block(() => true);
    blockable.history.push('/dashboard');
    expect(blockable.blocker().state).toBe('blocked');
    unblock();
    expect(blockable.blocker().state).toBe('unblocked');
  });
});
