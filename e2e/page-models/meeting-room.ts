/**
 * The meeting room (/agenda/:conversationID/room): the lobby (preview, microphone and camera,
 * join), the room (a tile per person, controls) and the messages that end a visit.
 */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/meeting.json' with { type: 'json' };
import type { App } from './app';

const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key] ?? ''));

export class MeetingRoom {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** Opens the room's lobby and waits until the devices were asked for. */
  async open(conversationId: string, subject?: string): Promise<void> {
    await this.app.goto(`/agenda/${conversationId}/room`);
    if (subject) await expect(this.page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(this.joinButton).toBeEnabled();
  }

  get joinButton(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(${en.lobby.join}|${en.lobby.joinWithout})$`) });
  }

  get microphone(): Locator {
    return this.page.getByRole('button', { name: en.controls.microphone, exact: true });
  }

  get camera(): Locator {
    return this.page.getByRole('button', { name: en.controls.camera, exact: true });
  }

  get leaveButton(): Locator {
    return this.page.getByRole('button', { name: en.controls.leave, exact: true });
  }

  get status(): Locator {
    return this.page.locator('.room-status');
  }

  get tiles(): Locator {
    return this.page.getByRole('list', { name: en.room.label }).getByRole('listitem');
  }

  /** Joins and waits until this tab is in the room. */
  async join(): Promise<void> {
    await this.joinButton.click();
    await expect(this.leaveButton).toBeVisible();
    await expect(this.status).not.toHaveText(en.status.connecting);
  }

  /** The tile of a person by name. */
  tile(name: string): Locator {
    return this.tiles.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The video element of a person (its accessible name says whose it is). */
  video(name: string): Locator {
    return this.page.getByLabel(fill(en.room.video, { name }), { exact: true });
  }

  /** Frames of `name`'s camera arrive and play: the video has a size and its time runs on. */
  async expectVideoFrom(name: string): Promise<void> {
    const video = this.video(name);
    await expect(video).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(before + 0.2);
    // A new frame is painted (requestVideoFrameCallback), not a still.
    const frames = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          let n = 0;
          const count = () => (++n >= 3 ? resolve(n) : v.requestVideoFrameCallback(count));
          v.requestVideoFrameCallback(count);
          setTimeout(() => resolve(n), 5_000);
        }),
    );
    expect(frames, `frames of ${name}'s video`).toBe(3);
  }

  /** The message that ends a visit (a session code, or having left). */
  message(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  readonly texts = en;
}
