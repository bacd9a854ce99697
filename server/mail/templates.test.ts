import { describe, expect, it } from 'vitest';
import { loginMail } from './templates';

describe('the login mail', () => {
  const mail = loginMail({ to: 'sam@acme.example', language: 'en', eventName: 'Demo Expo', url: 'https://leadstand.example/token/abc', code: '123456', minutes: 15 });

  it('has a button in HTML and, in plain text, tells the reader to open the link (there is no button)', () => {
    expect(mail.html).toMatch(/<a [^>]*href="https:\/\/leadstand\.example\/token\/abc"[^>]*>[^<]*Log in/);
    expect(mail.text).toContain('Open this link to log in to Demo Expo');
    expect(mail.text).not.toMatch(/button/i);
    expect(mail.text).toContain('https://leadstand.example/token/abc');
    expect(mail.text).toContain('123456');
  });

  it('is written in the recipient\'s language, formally', () => {
    const de = loginMail({ to: 'a@b.example', language: 'de', eventName: 'Demo Expo', url: 'https://x.example/t', code: '123456', minutes: 15 });
    expect(de.subject).toBe('Ihr Anmeldelink für Demo Expo');
    expect(de.text).toContain('Öffnen Sie diesen Link');
  });
});
