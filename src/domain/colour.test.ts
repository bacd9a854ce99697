import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_THEME,
  contrastRatio,
  parseColour,
  readableTextColour,
  relativeLuminance,
  shade,
  themeVariables,
  toHex,
} from './colour';

const WHITE = '#ffffff';
const INK = '#111827';
const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => toHex(rgb));
const ratio = (a: string, b: string) => contrastRatio(parseColour(a)!, parseColour(b)!);

describe('parseColour', () => {
  it('reads #rgb, #rrggbb and rgb()', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#1F3A5F')).toEqual([31, 58, 95]);
    expect(parseColour('#abc')).toEqual([170, 187, 204]);
    expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColour('  RGB(255,0,128) ')).toEqual([255, 0, 128]);
  });

  it('gives null for anything else', () => {
    for (const v of ['', 'red', '#ggg', '#ffff', 'rgb(256,0,0)', 'rgba(0,0,0,1)']) expect(parseColour(v)).toBeNull();
  });
});

describe('toHex', () => {
  it('writes two lower-case digits a channel, rounding', () => {
    expect(toHex([0, 0, 0])).toBe('#000000');
    expect(toHex([255, 255, 255])).toBe('#ffffff');
    expect(toHex([31, 58, 95])).toBe('#1f3a5f');
    expect(toHex([0.4, 9.6, 254.5])).toBe('#000aff');
  });

  it('round-trips through parseColour', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        expect(toHex(parseColour(hex)!)).toBe(hex);
      }),
    );
  });
});

describe('relativeLuminance and contrastRatio', () => {
  it('follow WCAG 2', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 10);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 10);
    expect(contrastRatio([18, 52, 86], [18, 52, 86])).toBe(1);
    // Well-known value: #777777 on white is about 4.48.
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const r = ratio(a, b);
        expect(r).toBeCloseTo(ratio(b, a), 12);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });
});

describe('readableTextColour', () => {
  it.each(['#000000', '#ffffff', '#1f3a5f', '#143d59', '#336699', '#0000ff', '#ffff00', '#00ff00', '#e4572e', '#f5f5f5', '#222', '#800000', '#ffcc00', 'rgb(10, 20, 30)'])(
    'gives text with a contrast of at least 4.5 on %s',
    (bg) => {
      expect(ratio(bg, readableTextColour(bg))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives white on dark and near-black on light backgrounds', () => {
    expect(readableTextColour('#000')).toBe(WHITE);
    expect(readableTextColour('#1f3a5f')).toBe(WHITE);
    expect(readableTextColour('#fff')).toBe(INK);
    expect(readableTextColour('#ffff00')).toBe(INK);
  });

  it('always reaches 4.5:1, preferring white or the soft ink over pure black', () => {
    fc.assert(
      fc.property(hexColour, (bg) => {
        const chosen = readableTextColour(bg);
        expect(ratio(bg, chosen)).toBeGreaterThanOrEqual(4.5);
        expect([WHITE, INK, '#000000']).toContain(chosen);
        if (chosen === '#000000') expect(Math.max(ratio(bg, WHITE), ratio(bg, INK))).toBeLessThan(4.5);
      }),
      { numRuns: 2000 },
    );
  });

  it('uses black on mid-tones where neither white nor the soft ink is readable enough', () => {
    expect(readableTextColour('#777777')).toBe('#000000');
    expect(ratio('#ff0000', readableTextColour('#ff0000'))).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to white for an invalid colour', () => {
    expect(readableTextColour('not a colour')).toBe(WHITE);
    expect(readableTextColour('')).toBe(WHITE);
  });
});

describe('shade', () => {
  it('mixes towards white for positive and black for negative amounts', () => {
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#ffffff', -0.5)).toBe('#808080');
    expect(shade('#1f3a5f', 0)).toBe('#1f3a5f');
    expect(shade('#1f3a5f', 1)).toBe('#ffffff');
    expect(shade('#1f3a5f', -1)).toBe('#000000');
  });

  it('clamps the amount to one', () => {
    expect(shade('#1f3a5f', 5)).toBe('#ffffff');
    expect(shade('#1f3a5f', -5)).toBe('#000000');
  });

  it('accepts every colour notation and answers in hex', () => {
    expect(shade('rgb(0, 0, 0)', 0.5)).toBe('#808080');
    expect(shade('#000', 0.5)).toBe('#808080');
  });

  it('returns an invalid colour unchanged', () => {
    expect(shade('banana', 0.5)).toBe('banana');
  });

  it('lightens and darkens monotonically', () => {
    fc.assert(
      fc.property(hexColour, fc.double({ min: 0, max: 1, noNaN: true }), (c, t) => {
        const base = relativeLuminance(parseColour(c)!);
        expect(relativeLuminance(parseColour(shade(c, t))!)).toBeGreaterThanOrEqual(base - 0.01);
        expect(relativeLuminance(parseColour(shade(c, -t))!)).toBeLessThanOrEqual(base + 0.01);
      }),
    );
  });
});

describe('themeVariables', () => {
  const keys = [
    '--app-color',
    '--app-color-text',
    '--app-color-strong',
    '--app-color-tint',
    '--action-color',
    '--action-color-text',
    '--action-color-hover',
  ];

  it('derives the variables from the theme colours', () => {
    const vars = themeVariables({ applicationColor: '#000', actionColor: 'rgb(255, 255, 255)' });
    expect(Object.keys(vars).sort()).toEqual([...keys].sort());
    expect(vars['--app-color']).toBe('#000000');
    expect(vars['--app-color-text']).toBe(WHITE);
    expect(vars['--app-color-strong']).toBe('#000000');
    expect(vars['--app-color-tint']).toBe(shade('#000', 0.9));
    expect(vars['--action-color']).toBe('#ffffff');
    expect(vars['--action-color-text']).toBe(INK);
    expect(vars['--action-color-hover']).toBe(shade('#ffffff', -0.12));
  });

  it('uses the defaults without a theme', () => {
    const defaults = themeVariables(DEFAULT_THEME);
    expect(defaults['--app-color']).toBe(DEFAULT_THEME.applicationColor);
    expect(defaults['--action-color']).toBe(DEFAULT_THEME.actionColor);
    expect(themeVariables(null)).toEqual(defaults);
    expect(themeVariables(undefined)).toEqual(defaults);
    expect(themeVariables({})).toEqual(defaults);
  });

  it('falls back to the default for each invalid colour separately', () => {
    const defaults = themeVariables(DEFAULT_THEME);
    expect(themeVariables({ applicationColor: 'banana', actionColor: '#gggggg' })).toEqual(defaults);
    expect(themeVariables({ applicationColor: '', actionColor: 'rgb(300,0,0)' })).toEqual(defaults);

    const mixed = themeVariables({ applicationColor: 'nope', actionColor: '#00ff00' });
    expect(mixed['--app-color']).toBe(DEFAULT_THEME.applicationColor);
    expect(mixed['--action-color']).toBe('#00ff00');

    const other = themeVariables({ applicationColor: '#123456', actionColor: 'nope' });
    expect(other['--app-color']).toBe('#123456');
    expect(other['--action-color']).toBe(DEFAULT_THEME.actionColor);
  });

  it('always produces valid hex colours', () => {
    fc.assert(
      fc.property(fc.oneof(hexColour, fc.string()), fc.oneof(hexColour, fc.string()), (app, action) => {
        for (const value of Object.values(themeVariables({ applicationColor: app, actionColor: action }))) {
          expect(value).toMatch(/^#[0-9a-f]{6}$/);
        }
      }),
    );
  });
});
