/**
 * A secret shown once: the client secret of a new account or a regenerated one, or a webhook's
 * signing secret. The server keeps only a hash of a client secret (and gives a webhook's secret
 * out only when it is made), so this dialog is the one chance to copy it: it says so plainly, and
 * closes only by the button that says the secret is stored.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';

/** A value to copy: read-only, with a Copy button. Without clipboard access the text is selected for Ctrl+C. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No permission or no secure context: select it, for the keyboard's copy.
      input.current?.focus();
      input.current?.select();
      setState('selected');
    }
  };
  return (
    <div className="field api-copy-field">
      <label htmlFor={`${id}-value`}>{label}</label>
      <div className="copy-row">
        {/* A text area, so that the whole secret can be read (and typed elsewhere) on a phone too. */}
        <textarea
          ref={input}
          id={`${id}-value`}
          className="api-code"
          readOnly
          rows={2}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={state === 'selected' ? `${id}-hint` : undefined}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          {state === 'copied' ? t('common:action.copied') : t('common:action.copy')}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <p className="field-hint" id={`${id}-hint`} role="status">
        {state === 'selected' ? t('secret.selected') : state === 'copied' ? t('secret.copied', { name: label }) : ''}
      </p>
    </div>
  );
}

export function SecretDialog({ kind, clientId, secret, onClose }: { kind: 'created' | 'regenerated' | 'webhook'; clientId?: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation('apiAccess');
  return (
    <Dialog
      open
      role="alertdialog"
      title={t(`secret.title.${kind}`)}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('secret.done')}
        </button>
      }
    >
      <div className="callout callout-negative api-secret-warning">
        <strong>{t('secret.onceTitle')}</strong>
        <p>{t(kind === 'webhook' ? 'secret.onceWebhook' : 'secret.once')}</p>
      </div>
      {clientId && <CopyField label={t('field.clientId')} value={clientId} />}
      <CopyField label={t(kind === 'webhook' ? 'field.signingSecret' : 'field.clientSecret')} value={secret} />
      <p className="field-hint">{t(kind === 'webhook' ? 'secret.webhookUse' : 'secret.use')}</p>
    </Dialog>
  );
}
