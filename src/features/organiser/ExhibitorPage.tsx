/**
 * /organiser/events/:eventId/exhibitors/new and …/:partnerId: an exhibitor's name and its 14
 * section switches; once it exists, its administrator's invitation and its scan licences.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useNotices } from '../../app/notices/NoticeProvider';
import { ExhibitorInput, fieldErrors, type OrganiserExhibitor } from '../../domain/organiser';
import { allSettings, type ExhibitorSettings } from '../../domain/session';
import { SettingSwitches } from './SettingSwitches';
import { consoleFailure } from './api';
import { addExhibitor, changeExhibitor, getExhibitor, listExhibitors } from '../../domain/endpoints/organiser-exhibitors';
import { useAnswer, useChange } from '../../ui/remote/queries';
import { LoadFailed } from '../../ui/remote/parts';
import { serverFields, FieldError, InviteForm, Licences } from './ExhibitorLicences';

/** The refused fields of a failed save, or null when it failed otherwise. */
export default function ExhibitorPage() {
  const { t } = useTranslation('organiser');
  const { eventId, partnerId } = useParams();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const isNew = !partnerId;
  const id = useId();
  const [exhibitor, setExhibitor] = useState<OrganiserExhibitor | null>(null);
  const [name, setName] = useState('');
  const [settings, setSettings] = useState<ExhibitorSettings>(allSettings(true));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loaded = useAnswer(getExhibitor, { params: { partnerId: partnerId ?? '' } }, { enabled: !isNew });
  const add = useChange(addExhibitor, [listExhibitors]);
  const change = useChange(changeExhibitor, [listExhibitors, getExhibitor]);
  const busy = add.busy || change.busy;
  const back = `/organiser/events/${encodeURIComponent(eventId!)}/exhibitors`;

  // The form starts from the exhibitor as loaded, and again after a save.
  useEffect(() => {
    const x = loaded.data;
    if (!x) return;
    setExhibitor(x);
    setName(x.name);
    setSettings(x.settings);
  }, [loaded.data]);

  async function save(e: FormEvent) {
    e.preventDefault();
    const checked = v.safeParse(ExhibitorInput, { name, settings });
    if (!checked.success) return setErrors(fieldErrors(checked.issues));
    setErrors({});
    try {
      const saved = isNew ? await add.run({ params: { eventId: eventId! }, body: checked.output }) : await change.run({ params: { partnerId }, body: checked.output });
      notify({ kind: 'positive', messageKey: isNew ? 'organiser:exhibitor.created' : 'organiser:exhibitor.saved', values: { name: saved.name } });
      setExhibitor(saved);
      if (isNew) navigate(`${back}/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (err) {
      const fields = serverFields(err);
      if (fields) setErrors(fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  if (loaded.error)
    return (
      <div className="page console-page">
        <LoadFailed error={consoleFailure(loaded.error)} cause={loaded.error} onRetry={() => void loaded.refetch()} />
        <Link to={back}>{t('exhibitor.back')}</Link>
      </div>
    );
  if (!isNew && !exhibitor) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  return (
    <div className="page console-page">
      <Link to={back} className="back-link">
        {t('exhibitor.back')}
      </Link>
      <header className="page-header">
        <h1>{isNew ? t('exhibitor.newTitle') : exhibitor?.name}</h1>
      </header>
      <div className="console-form">
        <form className="card form-section" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`${id}-basics`}>
          <h2 id={`${id}-basics`}>{t('exhibitor.section.basics')}</h2>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('exhibitor.field.name')}</label>
            <input id={`${id}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} aria-invalid={!!errors.name} aria-describedby={errors.name ? `${id}-name-error` : undefined} />
            <FieldError id={`${id}-name-error`} error={errors.name} />
          </div>
          <SettingSwitches settings={settings} onChange={setSettings} legend={t('exhibitor.section.settings')} hint={t('exhibitor.settingsHint')} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
              {isNew ? t('exhibitor.create') : t('exhibitor.save')}
            </button>
          </div>
        </form>
        {exhibitor && (
          <>
            <InviteForm exhibitor={exhibitor} onInvited={setExhibitor} />
            <Licences exhibitor={exhibitor} onAdded={setExhibitor} />
          </>
        )}
      </div>
    </div>
  );
}
