import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { EventHeader } from './EventHeader';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'de', resources: { de: { common: { x: 'x' } } } });

const event = { id: 'e', name: 'Demo Expo', startsAt: '2027-03-12T08:00:00.000Z', endsAt: '2027-03-14T17:00:00.000Z', timezone: 'Europe/Berlin', environmentName: '', applicationColor: '#000000', actionColor: '#ffffff' };
const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("the login page's event header", () => {
  it("shows the dates the server wrote in the page's language in its first paint, formatting none itself", () => {
    const html = render(<EventHeader event={{ ...event, datesText: { de: '12.–14. März 2027', en: '12–14 March 2027' } }} />);
    expect(html).toContain('Demo Expo');
    expect(html).toContain('12.–14. März 2027');
  });

  it('keeps the line without dates in the first paint when an older server sent none (they follow once the page is idle)', () => {
    const html = render(<EventHeader event={event} />);
    expect(html).toContain('Demo Expo');
    expect(html).not.toContain('2027');
  });
});
