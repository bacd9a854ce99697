/**
 * The tasks screens (#17): the exhibitor's /tasks (`app.tasks`) and the organiser console's Tasks
 * tab of an event (`app.organiserTasks`). Found by role and accessible name with texts from
 * locales/en.
 */
import { expect } from '@playwright/test';
import en from '../../locales/en/tasks.json' with { type: 'json' };
import enOrganiser from '../../locales/en/organiser.json' with { type: 'json' };
import type { App } from './app';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

export interface FileToUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small but real PDF (the server knows it by its '%PDF-' start). */
export function pdf(name: string): FileToUpload {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`) };
}

export class TaskList {
  constructor(private readonly app: App) {}

  get heading() {
    return this.app.page.getByRole('heading', { level: 1, name: en.title });
  }

  async open(): Promise<void> {
    await this.app.goto('/tasks');
    await expect(this.heading).toBeVisible();
  }

  /** The task's card. */
  task(title: string) {
    return this.app.page.getByRole('article', { name: title });
  }

  /** A category's section ('overdue', 'todo', …), named with its count. */
  category(category: keyof typeof en.category) {
    return this.app.page.getByRole('region', { name: new RegExp(`^${en.category[category]}\\b`) });
  }

  state(title: string, state: keyof typeof en.state) {
    return this.task(title).getByText(en.state[state], { exact: true });
  }

  async upload(title: string, file: FileToUpload): Promise<void> {
    await this.task(title).getByLabel(fill(en.upload.chooseFor, { title })).setInputFiles(file);
  }

  /** A document the server holds for the task (its download button). */
  document(title: string, name: string) {
    return this.task(title).getByRole('button', { name: fill(en.documents.downloadNamed, { name }) });
  }

  waiting(title: string) {
    return this.task(title).getByText(en.upload.waiting);
  }

  submitButton(title: string) {
    return this.task(title).getByRole('button', { name: fill(en.submitFor, { title }) });
  }

  async submit(title: string): Promise<void> {
    await this.submitButton(title).click();
    await expect(this.app.page.getByText(fill(en.submitted, { title }))).toBeVisible();
  }
}

export class OrganiserTasks {
  constructor(private readonly app: App) {}

  async open(eventId: string): Promise<void> {
    await this.app.goto(`/organiser/events/${eventId}/tasks`);
    await expect(this.app.page.getByRole('heading', { level: 2, name: enOrganiser.tasks.title, exact: true })).toBeVisible();
    await expect(this.app.page.locator('[aria-busy=true]')).toHaveCount(0);
  }

  get form() {
    return this.app.page.getByRole('form', { name: enOrganiser.tasks.addTitle });
  }

  async define(task: { title: string; description: string; mandate: 'required' | 'optional'; due: string }): Promise<void> {
    const form = this.form;
    await form.getByLabel(enOrganiser.tasks.field.title).fill(task.title);
    await form.getByLabel(enOrganiser.tasks.field.description).fill(task.description);
    await form.getByRole('radio', { name: en.mandate[task.mandate] }).check();
    await form.getByLabel(enOrganiser.tasks.field.due).fill(task.due);
    await form.getByRole('button', { name: enOrganiser.tasks.add }).click();
    await expect(this.app.page.getByText(fill(enOrganiser.tasks.created, { title: task.title }))).toBeVisible();
    await expect(this.row(task.title)).toBeVisible();
  }

  /** The task's row in the event's task table. */
  row(title: string) {
    return this.app.page.getByRole('row', { name: new RegExp(title) });
  }

  /** One exhibitor's submitted work on a task, in the review queue. */
  submission(title: string, exhibitor: string) {
    const heading = this.app.page.getByRole('heading', { level: 3, name: fill(enOrganiser.tasks.review.itemTitle, { title, name: exhibitor }) });
    return this.app.page.getByRole('listitem').filter({ has: heading });
  }

  async approve(title: string, exhibitor: string): Promise<void> {
    await this.submission(title, exhibitor).getByRole('button', { name: fill(enOrganiser.tasks.review.approveFor, { title, name: exhibitor }) }).click();
    await expect(this.app.page.getByText(fill(enOrganiser.tasks.review.approvedNotice, { title, name: exhibitor }))).toBeVisible();
    await expect(this.submission(title, exhibitor)).toHaveCount(0);
  }

  /** Opens the rejection dialog of a submission. */
  async startRejecting(title: string, exhibitor: string) {
    await this.submission(title, exhibitor).getByRole('button', { name: fill(enOrganiser.tasks.review.rejectFor, { title, name: exhibitor }) }).click();
    const dialog = this.app.page.getByRole('dialog', { name: fill(enOrganiser.tasks.review.rejectTitle, { title, name: exhibitor }) });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async reject(title: string, exhibitor: string, comment: string): Promise<void> {
    const dialog = await this.startRejecting(title, exhibitor);
    await dialog.getByLabel(enOrganiser.tasks.review.comment).fill(comment);
    await dialog.getByRole('button', { name: enOrganiser.tasks.review.reject }).click();
    await expect(this.app.page.getByText(fill(enOrganiser.tasks.review.rejectedNotice, { title, name: exhibitor }))).toBeVisible();
    await expect(this.submission(title, exhibitor)).toHaveCount(0);
  }
}
