/**
 * The agenda (/agenda: the calendar, the meeting request dialog, a meeting's detail with its
 * answers) and the availability screens (/agenda/settings/...: times to meet, added and deleted).
 * Times are entered as 'HH:mm' in the zone the screens show; the texts the screens show for them
 * are formatted in the page itself (`timeRange`, `meetingTime`), as the app formats them.
 */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/agenda.json' with { type: 'json' };
import type { App } from './app';

/** A text as a regular expression that matches it anywhere, its special characters escaped. */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const fill = (template: string, values: Record<string, string>) => template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

export interface MeetingRequest {
  subject: string;
  /** The colleague to meet, by name as the dialog lists them. */
  with: string;
  /** 'HH:mm' in the shown zone. */
  start: string;
  /** One of the offered durations, in minutes (30 when not given). */
  minutes?: number;
  /** A show day ('YYYY-MM-DD'), or its place among the show's days (-1: the last); the first day from today when not given. */
  day?: string | number;
  location?: string;
  message?: string;
}

export class Agenda {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** Opens the calendar (or a meeting in it) and waits for it. */
  async open(conversationId?: string): Promise<void> {
    await this.app.goto(conversationId ? `/agenda/${conversationId}` : '/agenda');
    if (!conversationId || !(await this.app.isPhone())) await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: en.agenda.title, exact: true });
  }

  /** A meeting in the calendar: its link, named by its time, subject, type and state. */
  meeting(subject: string): Locator {
    return this.page.getByRole('link', { name: containing(subject) });
  }

  /** The meeting's detail (beside the calendar on a desktop, its own page on a phone). */
  detail(subject: string): Locator {
    return this.page.getByRole('article', { name: subject, exact: true });
  }

  async openMeeting(subject: string): Promise<void> {
    await this.meeting(subject).click();
    await expect(this.detail(subject)).toBeVisible();
  }

  /** 'When' of the meeting's detail. */
  when(subject: string): Locator {
    return this.detail(subject).getByRole('definition').first();
  }

  /** The meeting's state at the top of its detail ('Invited', 'Accepted', ...; members' answers aside). */
  state(subject: string): Locator {
    return this.detail(subject).getByRole('paragraph').first();
  }

  /** The calendar's entry of a meeting shows its time, subject and state (and is named so). */
  async expectEntry(subject: string, range: string, state: keyof typeof en.meeting.state): Promise<void> {
    const esc = (text: string) => containing(text).source;
    await expect(this.meeting(subject)).toHaveAccessibleName(new RegExp(`${esc(range)}.*${esc(subject)}.*${esc(en.meeting.state[state])}`));
  }

  /**
   * Asks for a meeting with the dialog; the page then opens it. Returns the meeting's
   * conversation id and the day it was asked for ('YYYY-MM-DD').
   */
  async askForMeeting(request: MeetingRequest): Promise<{ id: string; day: string }> {
    await this.page.getByRole('button', { name: en.request.open, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: en.request.title, exact: true });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: en.request.subject, exact: true }).fill(request.subject);
    const dayField = dialog.getByRole('combobox', { name: en.availability.day, exact: true });
    if (typeof request.day === 'number') {
      const days = await dayField.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      await dayField.selectOption(days.at(request.day)!);
    } else if (request.day) await dayField.selectOption(request.day);
    const day = await dayField.inputValue();
    await dialog.getByLabel(en.request.start, { exact: true }).fill(request.start);
    await dialog.getByRole('combobox', { name: en.request.duration, exact: true }).selectOption(String(request.minutes ?? 30));
    if (request.location) await dialog.getByRole('textbox', { name: en.meeting.location, exact: true }).fill(request.location);
    if (request.message) await dialog.getByRole('textbox', { name: en.meeting.message, exact: true }).fill(request.message);
    // Colleagues are asked from the server as the dialog opens.
    await dialog.getByRole('checkbox', { name: request.with, exact: true }).check();
    await dialog.getByRole('button', { name: en.request.send, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.detail(request.subject)).toBeVisible();
    return { id: /\/agenda\/([^/?#]+)/.exec(this.page.url())![1]!, day };
  }

  /** Proposes another time for an open meeting, from its detail. */
  async proposeTime(subject: string, time: { start: string; minutes?: number; day?: string; message?: string }): Promise<void> {
    const detail = this.detail(subject);
    await detail.getByRole('button', { name: en.meeting.action.propose, exact: true }).click();
    const form = this.proposeForm(subject);
    if (time.day) await form.getByRole('combobox', { name: en.availability.day, exact: true }).selectOption(time.day);
    if (time.message) await form.getByRole('textbox', { name: en.meeting.proposalMessage, exact: true }).fill(time.message);
    await form.getByLabel(en.request.start, { exact: true }).fill(time.start);
    await form.getByRole('combobox', { name: en.request.duration, exact: true }).selectOption(String(time.minutes ?? 30));
    await form.getByRole('button', { name: en.meeting.action.sendProposal, exact: true }).click();
    await expect(form).toBeHidden();
  }

  /** The open form to propose another time. */
  proposeForm(subject: string): Locator {
    return this.detail(subject).getByRole('form', { name: en.meeting.action.propose, exact: true });
  }

  /** The days ('YYYY-MM-DD') a day field offers. */
  dayOptions(scope: Locator): Promise<string[]> {
    return scope
      .getByRole('combobox', { name: en.availability.day, exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  }

  /** A line of the meeting's history ('What happened'). */
  historyLine(subject: string, text: string | RegExp): Locator {
    return this.detail(subject).locator('.meeting-history li').filter({ hasText: text });
  }

  /** The proposal of another time in the meeting's detail (not its line in the history), with who proposed it. */
  proposal(subject: string, by: string): Locator {
    return this.detail(subject).getByRole('status').filter({ hasText: containing(fill(en.meeting.proposedBy, { name: by, time: '' })) });
  }

  acceptNewTimeButton(subject: string): Locator {
    return this.detail(subject).getByRole('button', { name: en.meeting.action.acceptTime, exact: true });
  }


  // -------------------------------------------------------------------------------------------
  // Availability.

  /** Opens the times to meet at the booth (or online). */
  async openAvailability(kind: 'onsite' | 'online' = 'onsite'): Promise<void> {
    await this.app.goto(`/agenda/settings/${kind}meetingavailability`);
    await expect(this.page.getByRole('heading', { level: 1, name: en.availability.title, exact: true })).toBeVisible();
    await expect(this.availabilityForm(kind)).toBeVisible();
  }

  availabilityForm(kind: 'onsite' | 'online' = 'onsite'): Locator {
    return this.page.getByRole('form', { name: en.availability.add[kind], exact: true });
  }

  /** Fills the form (day 'YYYY-MM-DD', times 'HH:mm') and presses Add. */
  async addTimeslot(slot: { day?: string; from: string; until: string }, kind: 'onsite' | 'online' = 'onsite'): Promise<void> {
    const form = this.availabilityForm(kind);
    if (slot.day) await form.getByRole('combobox', { name: en.availability.day, exact: true }).selectOption(slot.day);
    await form.getByLabel(en.availability.from, { exact: true }).fill(slot.from);
    await form.getByLabel(en.availability.to, { exact: true }).fill(slot.until);
    await form.getByRole('button', { name: en.availability.addButton, exact: true }).click();
  }

  /** The show days the availability form offers ('YYYY-MM-DD'). */
  availabilityDays(kind: 'onsite' | 'online' = 'onsite'): Promise<string[]> {
    return this.availabilityForm(kind)
      .getByRole('combobox', { name: en.availability.day, exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  }

  /** The listed times to meet (each row has its delete button). */
  get timeslots(): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: containing(fill(en.availability.delete, { time: '' })) }) });
  }

  /** The listed time to meet with this range, as the screen shows it (see `timeRange`). */
  timeslot(range: string): Locator {
    return this.timeslots.filter({ has: this.page.getByRole('button', { name: fill(en.availability.delete, { time: range }), exact: true }) });
  }

  /** The error under the availability form. */
  get availabilityError(): Locator {
    return this.availabilityForm().getByRole('alert');
  }

  // -------------------------------------------------------------------------------------------
  // Times as the screens show them.

  /** 'HH:mm'–'HH:mm' as the screens show a range of wall-clock times (short times in English). */
  timeRange(from: string, until: string): Promise<string> {
    return this.page.evaluate(
      ([a, b]) => {
        const time = new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' });
        const at = (hhmm: string) => time.format(new Date(`2000-01-01T${hhmm}:00Z`));
        return `${at(a)}–${at(b)}`;
      },
      [from, until] as const,
    );
  }

  /** A meeting's 'When' as its detail shows it: the day ('YYYY-MM-DD') and the range of times. */
  async meetingTime(day: string, from: string, until: string): Promise<string> {
    const dayText = await this.page.evaluate((d) => new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`)), day);
    return fill(en.meeting.at, { day: dayText, time: await this.timeRange(from, until) });
  }
}
