/**
 * 'Send by e-mail': the connections a user asked for, as they may see them, built into the same
 * CSV or XLSX the app downloads (src/domain/export.ts) and mailed to the user's own address.
 * Runs after the push transaction that took the request has committed; a mail that cannot be
 * sent turns the request's outcome into 'email.sendFailure', so the app can say so.
 */
import { sql, type Kysely } from 'kysely';
import writeXlsxFile from 'write-excel-file/node';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { Messenger } from '../mail/mailer';
import { exportMail } from '../mail/templates';
import { rowVisibleTo, viewColumns, visibleTo } from './visibility';
import { CONTACT_COLUMNS, receivedFields, toConnectionRow, type ConnectionWithContact } from './rows';
import { buildExportTable, exportFileName, exportLabelsOf, type ExportLabels, type ExportTable } from '../../src/domain/export';
import { csvText, xlsxSheet } from '../../workers/export-file';
import { connectionLabels } from './labels';
import type { EmailConnectionsArgs } from '../../src/domain/mutations/index';
import type { QuestionDef } from '../../src/domain/protocol';
import { localizedQuestion } from '../../src/domain/question';

export function exportLabelsFor(language: string): ExportLabels {
  return exportLabelsOf(connectionLabels(language));
}

/** The file of an e-mailed export: the app's own writer (workers/export-file.ts), XLSX through write-excel-file's Node build. */
export async function exportFile(table: ExportTable, format: 'csv' | 'xlsx'): Promise<{ content: Buffer; contentType: string }> {
  if (format === 'csv') return { content: Buffer.from(csvText(table), 'utf8'), contentType: 'text/csv; charset=utf-8' };
  const sheet = xlsxSheet(table);
  const content = await writeXlsxFile(sheet.rows, sheet.options, sheet.features).toBuffer();
  return { content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

export interface EmailJob {
  mutationId: number;
  args: EmailConnectionsArgs;
  to: string;
}

/** Builds and sends one requested export. Throws when the mail cannot be sent. */
export async function sendConnectionsMail(db: Kysely<DB>, messenger: Messenger, caller: Caller, job: EmailJob): Promise<void> {
  const partnerId = caller.partner!.id;
  const ids = job.args.connectionIds;
  const rows = (
    await sql<ConnectionWithContact>`
      select c.*, ${CONTACT_COLUMNS}, ${viewColumns(caller)}
      from connections c left join users u on u.id = c.visitor_id
      where c.partner_id = ${partnerId} and c.id = any(${ids}::text[]) and ${visibleTo(caller)}`.execute(db)
  ).rows;
  // In the order asked for (the list as it was shown).
  const order = new Map(ids.map((id, i) => [id, i]));
  const fields = receivedFields(caller.event);
  const connections = rows.map((r) => toConnectionRow(r, fields)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const found = connections.map((c) => c.id);
  const withContent = caller.settings.content;
  const [answers, notes, questions, options, shared] = await Promise.all([
    found.length ? db.selectFrom('connection_answers as x').select(['connection_id', 'question_id', 'choices', 'text']).where('connection_id', 'in', found).where(rowVisibleTo(caller)).execute() : [],
    found.length ? db.selectFrom('connection_notes as x').select(['connection_id', 'text', 'created_at', 'author_name']).where('connection_id', 'in', found).where(rowVisibleTo(caller)).execute() : [],
    db.selectFrom('questions').select(['id', 'name', 'names', 'type', 'allow_other']).where('partner_id', '=', partnerId).where('enabled', '=', true).orderBy('position').execute(),
    db.selectFrom('question_options').innerJoin('questions', 'questions.id', 'question_options.question_id').select(['question_options.id', 'question_id', 'question_options.name', 'question_options.names', 'points']).where('questions.partner_id', '=', partnerId).orderBy('question_options.position').execute(),
    withContent && found.length
      ? db
          .selectFrom('connection_contents as x')
          .innerJoin('contents', 'contents.id', 'x.content_id')
          .select(['x.connection_id', 'contents.name'])
          .where('x.connection_id', 'in', found)
          .where('x.shared', '=', true)
          .where(rowVisibleTo(caller))
          .orderBy('contents.position')
          .orderBy('contents.id')
          .execute()
      : [],
  ]);
  // The question and choice names in the export's language, where the administrator gave them.
  const defs: QuestionDef[] = questions.map((q) =>
    localizedQuestion(
      { id: q.id, name: q.name, names: q.names, type: q.type, allowOther: q.allow_other, options: options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, name: o.name, names: o.names, points: o.points })) },
      job.args.language,
    ),
  );
  const table = buildExportTable(
    {
      connections,
      questions: defs,
      rating: { hotFrom: caller.partner!.hot_from, warmFrom: caller.partner!.warm_from },
      answers: answers.map((a) => ({ connectionId: a.connection_id, questionId: a.question_id, choices: a.choices, text: a.text })),
      notes: notes.map((n) => ({ connectionId: n.connection_id, text: n.text, createdAt: n.created_at.toISOString(), authorName: n.author_name })),
      ...(withContent ? { sharedContent: shared.map((x) => ({ connectionId: x.connection_id, name: x.name })) } : {}),
    },
    exportLabelsFor(job.args.language),
    { eventName: caller.event.name, timeZone: caller.event.timezone, allFields: !!job.args.allFields },
  );
  const file = await exportFile(table, job.args.format);
  await messenger.sendMail({
    ...exportMail({ to: job.to, language: job.args.language, eventName: caller.event.name, count: connections.length }),
    attachments: [{ filename: exportFileName(caller.event.name, job.args.format, new Date(job.args.requestedAt)), ...file }],
  });
}
