/**
 * Creating or editing one qualifying question: its name (English required, the other five
 * languages optional), its type, its choices with the points each adds to the rating, 'other'
 * with the visitor's own words, and whether the team asks it. The server checks everything again;
 * its reasons show under the fields they are about (the editor's parts are the guests' form's too:
 * src/ui/questions/QuestionFields.tsx).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/remote/parts';
import { MAX_OPTION_POINTS } from '../../domain/rating';
import type { ManagedQuestion } from '../../domain/question';
import { QuestionFields, QuestionTranslations, useFieldMessages, type OptionDraft, type QuestionFieldsDraft } from '../../ui/questions/QuestionFields';

export interface QuestionDraft extends QuestionFieldsDraft {
  enabled: boolean;
  options: Array<OptionDraft & { points: number }>;
}

let nextKey = 0;
const newOption = () => ({ key: `o${++nextKey}`, name: '', names: {}, points: 0 });

function draftOf(q: ManagedQuestion | null): QuestionDraft {
  if (!q) return { name: '', names: {}, type: 'radio', allowOther: false, enabled: true, options: [newOption()] };
  return { name: q.name, names: { ...q.names }, type: q.type, allowOther: q.allowOther, enabled: q.enabled, options: q.options.map((o) => ({ id: o.id, key: o.id, name: o.name, names: { ...o.names }, points: o.points })) };
}

/** `errors`: each refused field's code ('' for the request as a whole: the limit, the network). */
export function QuestionDialog({ question, busy, errors, onSave, onClose }: { question: ManagedQuestion | null; busy: boolean; errors: Record<string, string>; onSave: (draft: QuestionDraft) => void; onClose: () => void }) {
  const { t } = useTranslation('questions');
  const [draft, setDraft] = useState<QuestionDraft>(() => draftOf(question));
  const general = errors[''];
  // One object per refusal, so a message cleared by an edit stays cleared until the next one.
  const fieldCodes = useMemo(() => Object.fromEntries(Object.entries(errors).filter(([field]) => field !== '')), [errors]);
  // An answer without a name in English is asked for as an answer, not as a question.
  const fields = useFieldMessages(fieldCodes, (code, field) => t(`error.${/^options\.\d+\.name$/.test(field) && code === 'question.nameRequired' ? 'question.optionNameRequired' : code}`, { defaultValue: t('error.invalid') }));
  const set = (patch: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <FormDialog title={question ? t('edit.title') : t('new.title')} submitLabel={t('save')} busy={busy} onClose={onClose} onSubmit={() => onSave(draft)} className="question-form question-editor">
      <QuestionFields draft={draft} set={set} text={t} fields={fields} newOption={newOption} maxPoints={MAX_OPTION_POINTS} />
      <label className="check-row">
        <input type="checkbox" role="switch" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        <span>{t('field.enabled')}</span>
      </label>
      <QuestionTranslations draft={draft} set={set} text={t} fields={fields} />
      {general && (
        <p className="field-error" role="alert">
          {t(`error.${general}`, { defaultValue: t('error.invalid') })}
        </p>
      )}
    </FormDialog>
  );
}
