import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { SessionInfo } from '../../domain/session';
import { supportMailto } from './mail';

const t = ((key: string, values?: Record<string, string>) => `${key}${values?.name ? `:${values.name}` : ''}`) as unknown as TFunction<'support'>;
const info = { event: { name: 'Demo Expo' }, partner: { name: 'Acme' } } as unknown as SessionInfo;

describe('the e-mail to support', () => {
  it('goes to the configured support address, asking for the backup by its file name', () => {
    const url = supportMailto(t, info, 'leadstand-backup-demo.json', 'help@leadstand.example');
    expect(url.startsWith('mailto:help@leadstand.example?subject=')).toBe(true);
    expect(decodeURIComponent(url)).toContain('contact.attach:leadstand-backup-demo.json');
  });

  it('leaves the recipient to the user when no address is configured', () => {
    expect(supportMailto(t, info, undefined, null).startsWith('mailto:?subject=')).toBe(true);
  });
});
