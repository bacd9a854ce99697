/**
 * A message written while the server is down (the device online, the server not answering) waits
 * on the device, marked as not sent, and is delivered once when the server is back: to the
 * colleague's open conversation, and still once after a reload on both devices.
 */
import { expect, ownServer, App, DEMO_USERS } from './fixtures';

const test = ownServer(4387);

test('a message sent while the server is down is delivered once when it returns', async ({ browser, server }) => {
  test.slow();
  const device = async (who: 'sam' | 'robin') => {
    const app = new App(await browser.newContext().then((c) => c.newPage()), server);
    await app.loginAs(who);
    return app;
  };
  const robin = await device('robin');
  const sam = await device('sam');
  const subject = `Stand rota ${Date.now()}`;
  const first = 'Who takes the morning shift?';
  const waiting = 'Written while the server was down';

  await robin.messages.open();
  await robin.messages.newMessage({ to: DEMO_USERS.sam.name, subject, body: first });
  await expect(robin.messages.pending(first)).toHaveCount(0);
  await sam.messages.open();
  await sam.messages.openConversation(subject);
  await expect(sam.messages.bubbles(first)).toHaveCount(1);

  await server.stop();
  await robin.messages.send(waiting);
  await expect(robin.messages.pending(waiting)).toBeVisible();

  await server.start();
  // The device retries (with back-off) and the colleague's open conversation hears of it.
  await expect(robin.messages.pending(waiting)).toHaveCount(0, { timeout: 90_000 });
  await expect(sam.messages.bubbles(waiting)).toHaveCount(1, { timeout: 60_000 });
  await sam.expectAcrossReload(() => expect(sam.messages.bubbles(waiting)).toHaveCount(1));
  await robin.expectAcrossReload(() => expect(robin.messages.bubbles(waiting)).toHaveCount(1));

  await sam.page.context().close();
  await robin.page.context().close();
});
