/**
 * The online meeting room: two colleagues of Acme with an accepted online meeting, each in a
 * browser context of their own (Chromium's fake camera and microphone), join the room and each
 * receives the other's video, browser to browser. Switching a microphone off shows on the other's
 * tile; opening the room in a second tab ends the first with session code 2; leaving frees the
 * tile; cancelling the meeting ends the room for whoever is in it (code 6).
 */
import { chromium, type Browser } from '@playwright/test';
import { App, expect, SHARED_SERVER, test } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/env';
import { acceptedOnlineMeeting, apiSession } from './support/meetings';
import { PROTOCOL_VERSION } from '../src/domain/mutations';
import en from '../locales/en/meeting.json' with { type: 'json' };

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
});
test.afterAll(async () => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('two colleagues meet online: each receives the other’s video; codes 2 and 6 end a visit', async () => {
  test.setTimeout(180_000);
  const subject = `Scanner rollout ${Date.now().toString(36)}`;
  const id = await acceptedOnlineMeeting(SHARED_SERVER, 'sam', ['robin'], { subject });

  const sam = new App(await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage(), SHARED_SERVER);
  const robinContext = await browser.newContext(PHONE);
  const robin = new App(await robinContext.newPage(), SHARED_SERVER);
  await sam.loginAs('sam');
  await robin.loginAs('robin');

  // The lobby: the own camera's preview plays before joining.
  await sam.meetingRoom.open(id, subject);
  await expect(sam.page.getByText('With Robin Keller')).toBeVisible();
  await expect(sam.meetingRoom.joinButton).toHaveText(en.lobby.join);
  await sam.meetingRoom.expectVideoFrom('Sam Visser (you)');
  await sam.meetingRoom.join();
  await expect(sam.meetingRoom.status).toHaveText(en.room.waiting);

  await robin.meetingRoom.open(id, subject);
  await robin.meetingRoom.join();

  // Each sees the other, browser to browser.
  await sam.meetingRoom.expectVideoFrom('Robin Keller');
  await robin.meetingRoom.expectVideoFrom('Sam Visser');
  await expect(sam.meetingRoom.status).toHaveText('2 people in the meeting');
  await expect(sam.meetingRoom.tiles).toHaveCount(2);

  // Robin switches the microphone off: Sam's tile of Robin says so.
  await robin.meetingRoom.microphone.click();
  await expect(robin.meetingRoom.microphone).toHaveAttribute('aria-pressed', 'false');
  await expect(sam.meetingRoom.tile('Robin Keller').getByText(en.room.micOff)).toBeAttached();
  await robin.meetingRoom.microphone.click();
  await expect(sam.meetingRoom.tile('Robin Keller').getByText(en.room.micOff)).toHaveCount(0);

  // Robin opens the room in a second tab: the first one ends with code 2; Sam sees the new tab.
  const second = new App(await robinContext.newPage(), SHARED_SERVER);
  await second.meetingRoom.open(id, subject);
  await second.meetingRoom.join();
  await expect(robin.meetingRoom.message(en.code['2'].title)).toBeVisible();
  await expect(robin.page.getByText('Session code 2')).toBeVisible();
  await expect(robin.page.getByRole('button', { name: en.joinAgain })).toBeVisible();
  await sam.meetingRoom.expectVideoFrom('Robin Keller');
  await second.meetingRoom.expectVideoFrom('Sam Visser');
  await expect(sam.meetingRoom.tiles).toHaveCount(2);

  // Sam leaves: Robin is alone again.
  await sam.meetingRoom.leaveButton.click();
  await expect(sam.meetingRoom.message(en.left.title)).toBeVisible();
  await expect(second.meetingRoom.tiles).toHaveCount(1);
  await expect(second.meetingRoom.status).toHaveText(en.room.waiting);

  // Sam, the organizer, cancels the meeting: Robin's room ends with code 6, and cannot be joined again.
  const res = await fetch(`${SHARED_SERVER.url}/api/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await apiSession(SHARED_SERVER, 'sam')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, clientID: `e2e-cancel-${id}`, mutations: [{ id: 1, name: 'answerMeeting', args: { conversationId: id, action: 'cancel', messageId: crypto.randomUUID(), at: new Date().toISOString() }, timestamp: Date.now() }] }),
  });
  expect(res.status).toBe(200);
  await expect(second.meetingRoom.message(en.code['6'].title)).toBeVisible();
  await expect(second.page.getByRole('button', { name: en.joinAgain })).toHaveCount(0);
  await sam.page.reload();
  await expect(sam.meetingRoom.message(en.code['6'].title)).toBeVisible();
});

test('a browser without WebRTC is told it cannot hold video meetings, with the way back to the meeting', async () => {
  const subject = `No video here ${Date.now().toString(36)}`;
  const id = await acceptedOnlineMeeting(SHARED_SERVER, 'sam', ['robin'], { subject });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // A browser without RTCPeerConnection (an old or locked-down one).
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.RTCPeerConnection;
    delete w.webkitRTCPeerConnection;
  });
  const sam = new App(await context.newPage(), SHARED_SERVER);
  await sam.loginAs('sam');
  await sam.goto(`/agenda/${id}/room`);
  await expect(sam.page.getByRole('heading', { name: en.unsupported.title })).toBeVisible();
  await expect(sam.page.getByText(en.unsupported.text)).toBeVisible();
  await expect(sam.meetingRoom.joinButton).toHaveCount(0);
  await context.close();
});
