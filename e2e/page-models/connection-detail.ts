/** A connection's detail and its tabs (details, notes, stage, questions, content). */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/connections.json' with { type: 'json' };
import type { App } from './app';

export type DetailTab = 'details' | 'notes' | 'stage' | 'questions' | 'content' | 'registration';

/** A connection's id from the exhibitor and the visitor's badge code, as the app builds it. */
export function connectionId(exhibitor: string, badgeCode: string): string {
  return `${exhibitor}.${badgeCode.replace(/-/g, '')}`;
}

export class ConnectionDetail {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  async open(id: string, tab: DetailTab = 'details'): Promise<void> {
    await this.app.goto(`/connections/${id}/${tab}`);
  }

  /** Opens a tab with its link in the tab bar. */
  async openTab(tab: Exclude<DetailTab, 'registration'>): Promise<void> {
    await this.page.getByRole('link', { name: en.tabs[tab] }).click();
    await expect(this.page.getByRole('heading', { name: en.tabs[tab] })).toBeVisible();
  }

  async addNote(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: en.notes.text, exact: true }).fill(text);
    await this.page.getByRole('button', { name: en.notes.save }).click();
    await expect(this.note(text)).toBeVisible();
  }

  note(text: string): Locator {
    return this.page.getByRole('listitem').getByText(text);
  }

  async setStage(stage: keyof typeof en.stages, comment: string): Promise<void> {
    await this.page.getByRole('combobox', { name: en.stage.new }).selectOption(stage);
    await this.page.getByRole('textbox', { name: en.stage.comment }).fill(comment);
    await this.page.getByRole('button', { name: en.stage.save }).click();
    await expect(this.page.getByRole('listitem').getByText(comment)).toBeVisible();
  }

  /** The stage history on the stage tab, newest first. */
  get stageHistory(): Locator {
    return this.page.getByRole('list', { name: en.stage.history });
  }

  /** The current stage, as the stage tab's heading shows it. */
  currentStage(stage: keyof typeof en.stages): Locator {
    return this.page.locator('h2').getByText(en.stages[stage]);
  }

  /** A content item's share checkbox on the content tab. */
  shareBox(name: string): Locator {
    return this.page.getByRole('checkbox', { name: en.content.shareItem.replace('{{name}}', name) });
  }
}
