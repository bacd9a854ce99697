import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './content';

describe('content links', () => {
  it('opens web, mail and phone links only; script and data URLs stay text', () => {
    expect(safeLinkUrl('https://acme.example/scanpro')).toBe('https://acme.example/scanpro');
    expect(safeLinkUrl('mailto:sales@acme.example')).toBe('mailto:sales@acme.example');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeLinkUrl('acme.example')).toBeNull();
  });
});
