/** The registrants' dialogs: invite a guest by e-mail, change a registrant's registration type. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../app/notices/NoticeProvider';
import { DEFAULT_REGISTRATION_TYPE, type Registrant } from '../../domain/guests';
import { inviteGuest, setRegistrationType } from '../../domain/endpoints/guests';
import { callAs } from '../../ui/remote/queries';
import { attempt } from './api';
import { FormDialog, TypeField, useFieldErrors } from './parts';
import { guestName } from './RegistrantList';

export function InviteDialog({ types, onClose, onInvited }: { types: string[]; onClose: () => void; onInvited: (g: Registrant) => void }) {
  const { t } = useTranslation('guests');
  const { notify } = useNotices();
  const id = useId();
  const [input, setInput] = useState({ email: '', firstName: '', lastName: '', registrationType: DEFAULT_REGISTRATION_TYPE });
  const [busy, setBusy] = useState(false);
  const { setErrors, invalid, error } = useFieldErrors();
  const set = (key: keyof typeof input, value: string) => setInput((x) => ({ ...x, [key]: value }));

  const submit = async () => {
    if (!input.email.trim()) return setErrors({ email: 'guests:error.emailInvalid' });
    setBusy(true);
    const r = await attempt(callAs(inviteGuest, { body: input }));
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fields);
      if (!Object.keys(r.fields).length && r.error) notify({ kind: 'negative', messageKey: r.error });
      return;
    }
    notify({ kind: 'positive', messageKey: 'guests:registrants.invited', values: { email: r.value.email } });
    onInvited(r.value);
  };

  return (
    <FormDialog title={t('registrants.inviteTitle')} submitLabel={t('registrants.inviteSend')} busy={busy} onClose={onClose} onSubmit={submit}>
        <p className="field-hint registrants-dialog-lead">{t('registrants.inviteLead')}</p>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('registrants.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="off" required value={input.email} onChange={(e) => set('email', e.target.value)} {...invalid('email')} />
          {error('email')}
        </div>
        <div className="registrants-name-fields">
          <div className="field">
            <label htmlFor={`${id}-firstName`}>{t('registrants.firstName')}</label>
            <input id={`${id}-firstName`} autoComplete="off" maxLength={80} value={input.firstName} onChange={(e) => set('firstName', e.target.value)} {...invalid('firstName')} />
            {error('firstName')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-lastName`}>{t('registrants.lastName')}</label>
            <input id={`${id}-lastName`} autoComplete="off" maxLength={80} value={input.lastName} onChange={(e) => set('lastName', e.target.value)} {...invalid('lastName')} />
            {error('lastName')}
          </div>
        </div>
        <TypeField id={id} label={t('registrants.type')} hint={t('registrants.typeHint')} value={input.registrationType} types={types} onChange={(v) => set('registrationType', v)} invalid={invalid('registrationType')} error={error('registrationType')} />
    </FormDialog>
  );
}

export function TypeDialog({ guest, types, onClose, onSaved }: { guest: Registrant; types: string[]; onClose: () => void; onSaved: (type: string) => void }) {
  const { t } = useTranslation('guests');
  const { notify } = useNotices();
  const id = useId();
  const [value, setValue] = useState(guest.registrationType);
  const [busy, setBusy] = useState(false);
  const { setErrors, invalid, error } = useFieldErrors();

  const submit = async () => {
    if (!value.trim()) return setErrors({ registrationType: 'guests:error.typeRequired' });
    setBusy(true);
    const r = await attempt(callAs(setRegistrationType, { params: { id: guest.id }, body: { registrationType: value } }));
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fields);
      if (!Object.keys(r.fields).length && r.error) notify({ kind: 'negative', messageKey: r.error });
      return;
    }
    onSaved(r.value.registrationType);
  };

  return (
    <FormDialog title={t('registrants.typeTitle', { name: guestName(guest) })} submitLabel={t('registrants.typeSave')} busy={busy} onClose={onClose} onSubmit={submit}>
      <TypeField id={id} label={t('registrants.type')} hint={t('registrants.typeHint')} value={value} types={types} onChange={setValue} invalid={invalid('registrationType')} error={error('registrationType')} />
    </FormDialog>
  );
}
