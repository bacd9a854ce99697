import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import de from '../../../locales/de/connections.json';
import { SyncStateBadge } from './SyncStateBadge';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'de', resources: { de: { connections: de } }, interpolation: { escapeValue: false } });

const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('the sync state badge', () => {
  it("spells out why the server refused a write, in the user's language", () => {
    const html = render(<SyncStateBadge state="invalid" reason="content.unknown" />);
    expect(html).toContain(de.sync.state.invalid);
    expect(html).toContain(de.sync.reason.content.unknown);
  });

  it('falls back to the general help for a reason this version does not know, and keeps lists compact', () => {
    expect(render(<SyncStateBadge state="invalid" reason="something.new" />)).toContain(de.sync.help.invalid);
    const compact = render(<SyncStateBadge state="invalid" reason="media.missing" compact />);
    expect(compact).not.toContain(`>${de.sync.reason.media.missing}<`);
    expect(compact).toContain(`title="${de.sync.reason.media.missing}"`);
    expect(render(<SyncStateBadge state="completed" compact />)).toBe('');
  });
});
