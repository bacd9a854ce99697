/**
 * Adding or editing one question of the registration form: the question editor's parts
 * (src/ui/questions/QuestionFields.tsx) and whether guests must answer it. Refusals show under
 * the fields they are about, and the request's own reason below.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/remote/parts';
import { FORM_OPTION_LIMIT, type FormQuestion } from '../../domain/guests';
import { QuestionFields, QuestionTranslations, useFieldMessages, type QuestionFieldsDraft } from '../../ui/questions/QuestionFields';

export /** A question as the dialog edits it (options carry a key of their own for React while they have no id). */
interface Draft extends QuestionFieldsDraft {
  id?: string;
  required: boolean;
}

let nextKey = 0;
const newOption = () => ({ key: `new-${++nextKey}`, name: '', names: {} });

function draftOf(q: FormQuestion | null): Draft {
  if (!q) return { name: '', names: {}, type: 'radio', allowOther: false, required: false, options: [newOption(), newOption()] };
  return { id: q.id, name: q.name, names: { ...q.names }, type: q.type, allowOther: q.allowOther, required: q.required, options: q.options.map((o) => ({ id: o.id, key: o.id, name: o.name, names: { ...o.names } })) };
}

export function FormQuestionDialog({
  question,
  busy,
  errors,
  error,
  onSave,
  onClose,
}: {
  question: FormQuestion | null;
  busy: boolean;
  errors: Record<string, string>;
  error: string | null;
  onSave: (draft: Draft) => Promise<Draft['options'] | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const [draft, setDraft] = useState<Draft>(() => draftOf(question));
  const fields = useFieldMessages(errors, (key) => t(key));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: string, values?: Record<string, unknown>) => t(`form.${key}`, values);
  const choice = draft.type !== 'open';

  const submit = async () => {
    const kept = await onSave(draft);
    // Refused: the empty rows that were left out go from the dialog too (the numbering is the server's), and there is a row to type in.
    if (kept) setDraft((d) => ({ ...d, options: kept.length || !choice ? kept : [newOption()] }));
  };
  const generalError = !choice ? fields.message('') : null;
  // 'Check the fields marked' while a field is still marked; any other reason until the next try.
  const shownError = error && (error !== 'guests:error.fields' || Object.keys(fields.live).length) ? error : null;

  return (
    <FormDialog title={t(question ? 'form.editTitle' : 'form.newTitle')} submitLabel={t(busy ? 'form.saving' : 'form.save')} busy={busy} onClose={onClose} onSubmit={submit} className="regform-dialog question-editor">
      <QuestionFields draft={draft} set={set} text={text} fields={fields} newOption={newOption} optionLimit={FORM_OPTION_LIMIT} />
      <label className="check-row">
        <input type="checkbox" checked={draft.required} onChange={(e) => set({ required: e.target.checked })} />
        <span>{t('form.field.required')}</span>
      </label>
      <QuestionTranslations draft={draft} set={set} text={text} fields={fields} />
      {generalError && <p className="field-error">{generalError}</p>}
      {shownError && (
        <p className="callout callout-negative regform-dialog-error" role="alert">
          {t(shownError)}
        </p>
      )}
    </FormDialog>
  );
}
