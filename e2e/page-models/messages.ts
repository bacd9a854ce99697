/**
 * Messages (/messages: the inboxes, a conversation with its thread and composer, the New message
 * dialog, recalling a message) and notifications (the bell in the top bar and /notifications).
 */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/messages.json' with { type: 'json' };
import enAgenda from '../../locales/en/agenda.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import type { App } from './app';
import { containing } from './agenda';

const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key] ?? ''));

export class Messages {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** Opens the inboxes (or a conversation) and waits for it. */
  async open(conversationId?: string): Promise<void> {
    await this.app.goto(conversationId ? `/messages/${conversationId}` : '/messages');
    if (conversationId) await expect(this.thread).toBeVisible();
    else await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: en.title, exact: true });
  }

  /** The conversations of the inbox shown (each a link named by its title, last message and time). */
  conversation(title: string): Locator {
    return this.page.getByRole('region', { name: en.list.label, exact: true }).getByRole('link', { name: containing(title) });
  }

  async openConversation(title: string): Promise<void> {
    await this.conversation(title).click();
    await expect(this.thread).toBeVisible();
  }

  /** A conversation of the inbox shown marked unread (its link says so to screen readers). */
  unread(title: string): Locator {
    return this.conversation(title).filter({ hasText: en.list.unread });
  }

  /** Marks the open conversation unread; the page goes back to the inboxes. */
  async markUnread(): Promise<void> {
    await this.page.getByRole('button', { name: en.action.markUnread, exact: true }).click();
    await expect(this.page.getByText(en.done.markedUnread, { exact: true })).toBeVisible();
    await expect(this.heading).toBeVisible();
  }

  /** Shows one of the inboxes ('private', 'company', 'archived'). */
  async showBox(box: keyof typeof en.box): Promise<void> {
    const button = this.page.getByRole('group', { name: en.box.label, exact: true }).getByRole('button', { name: containing(en.box[box]) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** The open conversation's own actions (beside the list on a desktop). */
  private get pane(): Locator {
    return this.page.getByRole('region', { name: en.conversation.label, exact: true });
  }

  /** Archives, restores or deletes the open conversation (deleting is confirmed), and waits for its notice. */
  async archive(): Promise<void> {
    await this.pane.getByRole('button', { name: en.action.archive, exact: true }).click();
    await expect(this.page.getByText(en.done.archived, { exact: true })).toBeVisible();
  }

  async restore(): Promise<void> {
    await this.pane.getByRole('button', { name: en.action.restore, exact: true }).click();
    await expect(this.page.getByText(en.done.restored, { exact: true })).toBeVisible();
  }

  async delete(): Promise<void> {
    await this.pane.getByRole('button', { name: en.action.delete, exact: true }).click();
    const confirm = this.page.getByRole('alertdialog', { name: en.delete.title, exact: true });
    await confirm.getByRole('button', { name: en.action.delete, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(this.page.getByText(en.done.deleted, { exact: true })).toBeVisible();
  }

  /** The open conversation's id, from the address. */
  conversationId(): string {
    return /\/messages\/([^/?#]+)/.exec(this.page.url())![1]!;
  }

  /** Writes to colleagues with the New message dialog; the page opens the conversation. Returns its id. */
  async newMessage(message: { to: string; body: string; subject?: string }): Promise<string> {
    await this.page.getByRole('button', { name: en.new.open, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: en.new.title, exact: true });
    await expect(dialog).toBeVisible();
    // Colleagues are asked from the server as the dialog opens.
    await dialog.getByRole('checkbox', { name: message.to, exact: true }).check();
    if (message.subject) await dialog.getByRole('textbox', { name: en.new.subject, exact: true }).fill(message.subject);
    await dialog.getByRole('textbox', { name: en.new.body, exact: true }).fill(message.body);
    await dialog.getByRole('button', { name: en.composer.send, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.thread).toBeVisible();
    return this.conversationId();
  }

  /** The open conversation's messages. */
  get thread(): Locator {
    return this.page.getByRole('list', { name: en.conversation.messages, exact: true });
  }

  /** The open conversation's message(s) saying exactly `text`: count them to see a message once. */
  bubbles(text: string): Locator {
    return this.thread.getByRole('listitem').filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** A message's 'not sent yet' mark. */
  pending(text: string): Locator {
    return this.bubbles(text).getByText(enAgenda.sync.pending, { exact: true });
  }

  /** A recalled message's line in the thread. */
  get recalledLines(): Locator {
    return this.thread.getByText(enAgenda.line.recalled, { exact: true });
  }

  get composer(): Locator {
    return this.page.getByRole('textbox', { name: en.composer.label, exact: true });
  }

  /** Types a message into the open conversation and presses Enter; waits until the composer is empty. */
  async send(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
    await expect(this.composer).toHaveValue('');
    await expect(this.bubbles(text)).toHaveCount(1);
  }

  /** Recalls one's own (sent) message, confirming in the dialog. */
  async recall(text: string): Promise<void> {
    await this.bubbles(text).getByRole('button', { name: en.action.recall, exact: true }).click();
    const confirm = this.page.getByRole('alertdialog', { name: en.recall.title, exact: true });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: en.action.recall, exact: true }).click();
    await expect(confirm).toBeHidden();
  }
}

export class Notifications {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** The bell in the top bar; named with the unread count when there are unread notifications. */
  get bell(): Locator {
    const count = (template: string) => containing(template).source.replace(containing('{{count}}').source, '\\d+');
    const names = [containing(enCommon.nav.notifications).source, count(enCommon.nav.notificationsUnread_one), count(enCommon.nav.notificationsUnread_other)];
    return this.page.getByRole('banner').getByRole('link', { name: new RegExp(`^(${names.join('|')})$`) });
  }

  /** The bell says there are `count` unread notifications. */
  async expectUnread(count: number): Promise<void> {
    await expect(this.bell).toHaveAccessibleName(fill(count === 1 ? enCommon.nav.notificationsUnread_one : enCommon.nav.notificationsUnread_other, { count }));
  }

  /** How many unread notifications the bell says there are (0: none). */
  async unread(): Promise<number> {
    const name = (await this.bell.getAttribute('aria-label')) ?? '';
    return Number(/\d+/.exec(name)?.[0] ?? 0);
  }

  async open(): Promise<void> {
    await this.app.goto('/notifications');
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: en.notifications.title, exact: true });
  }

  /** A notification of the list, by its type and the conversation's subject. */
  item(type: keyof typeof en.notifications.type, subject: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: containing(fill(en.notifications.type[type], { subject })) }) });
  }
}
