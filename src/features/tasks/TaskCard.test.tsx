import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import de from '../../../locales/de/tasks.json';
import type { ExhibitorTask } from '../../domain/tasks';
import type { LocalTaskUpload } from '../../data/task-uploads';
import { TaskCard } from './TaskCard';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'de', resources: { de: { tasks: de } }, interpolation: { escapeValue: false } });

const task: ExhibitorTask = {
  id: 't-1',
  title: 'Standplan',
  description: 'Mit Fluchtwegen.',
  mandate: 'required',
  dueAt: '2099-05-01T12:00:00.000Z',
  state: 'todo',
  category: 'todo',
  reviewState: null,
  reviewComment: '',
  reviewedAt: null,
  submittedAt: null,
  documents: [],
};
const waiting: LocalTaskUpload = { id: 'u-1', eventId: 'demo-expo', owner: 'o', taskId: 't-1', blob: new Blob(), name: 'plan.pdf', type: 'application/pdf', size: 2000, uploadUrl: null, sent: 0, state: 'waiting', error: null, createdAt: 1 };
const noop = () => {};
const render = (props: Partial<Parameters<typeof TaskCard>[0]>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <TaskCard task={task} waiting={[]} online desktop busy={false} onChoose={async () => null} onDownload={noop} onRemove={noop} onRemoveWaiting={noop} onSubmit={noop} {...props} />
    </I18nextProvider>,
  );

describe('a task on the tasks screen', () => {
  it('explains why a required task without a document cannot be submitted yet', () => {
    const html = render({});
    expect(html).toContain(de.mandate.required);
    expect(html).toContain(de.submitNeedsDocument);
    expect(html).toMatch(/<button[^>]*disabled(="")?[ >][^>]*aria-label="Zur Prüfung einreichen: Standplan"/);
    // An optional task may be submitted without one.
    expect(render({ task: { ...task, mandate: 'optional' } })).not.toMatch(/disabled(="")?[ >][^>]*aria-label="Zur Prüfung einreichen/);
  });

  it('shows a document chosen offline as waiting for the connection, and holds the submission until it is uploaded', () => {
    const html = render({ waiting: [waiting], online: false });
    expect(html).toContain('plan.pdf');
    expect(html).toContain(de.upload.waiting);
    expect(html).toContain(de.submitOffline);
    const online = render({ waiting: [waiting], online: true, task: { ...task, documents: [{ id: 'd', name: 'alt.pdf', mediaType: 'application/pdf', size: 10, uploadedBy: 'Alex', createdAt: '2026-11-26T10:00:00.000Z' }] } });
    expect(online).toContain(de.submitWaiting);
    expect(online).toContain('<progress');
  });

  it("shows the organiser's comment on a task sent back, and no upload or submit once it is completed", () => {
    const rejected = render({ task: { ...task, state: 'inProgress', category: 'inProgress', reviewState: 'rejected', reviewComment: 'Die Notausgänge fehlen.', reviewedAt: '2026-11-25T10:00:00.000Z' } });
    expect(rejected).toContain('Die Notausgänge fehlen.');
    const completed = render({ task: { ...task, state: 'completed', category: 'completed', reviewState: 'approved', reviewedAt: '2026-11-25T10:00:00.000Z' } });
    expect(completed).toContain(de.state.completed);
    expect(completed).not.toContain(de.upload.choose);
    expect(completed).not.toContain(de.submit);
  });

  it('says why a refused document was not added', () => {
    expect(render({ waiting: [{ ...waiting, state: 'failed', error: 'task.locked' }] })).toContain(de.error.locked);
    expect(render({ waiting: [{ ...waiting, state: 'failed', error: 'upload.type' }] })).toContain(de.error.upload.type);
  });
});
