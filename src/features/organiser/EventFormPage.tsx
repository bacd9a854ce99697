/**
 * /organiser/events/new and /organiser/events/:eventId: an event's settings. Times are entered in
 * the event's own time zone. The colours are previewed as the app will show them, with the text
 * colour the contrast rule picks and its ratio. The form checks with the server's rules
 * (src/domain/organiser.ts) before sending; the server checks again and its answer is shown per
 * field. A running event can be ended here.
 */
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { eventState } from './event-format';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import { useEventForm } from './useEventForm';
import { EventBasicsSection, EventInvoicesSection, EventLimitsSection, EventLookSection, EventTermsSection, EventVisitorFieldsSection } from './EventFormSections';

export default function EventFormPage() {
  const { t } = useTranslation(['organiser', 'connections']);
  const { eventId } = useParams();
  const { isNew, event, form, errors, loadError, saving, confirmEnd, setConfirmEnd, set, save, end } = useEventForm(eventId);
  const id = useId();

  if (loadError)
    return (
      <div className="page console-page">
        <div className="callout callout-negative" role="alert">
          <p>{t(loadError)}</p>
        </div>
        <Link to="/organiser/events">{t('event.back')}</Link>
      </div>
    );
  if (!form) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  const f = (name: string) => `${id}-${name}`;
  const invalid = (name: string) => ({ 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? `${f(name)}-error` : undefined });
  const state = event ? eventState(event) : 'upcoming';
  const errorCount = Object.keys(errors).length;
  const section = { form, errors, set, f, invalid };

  return (
    <div className="page console-page">
      <EventPageHeader
        title={isNew ? t('event.newTitle') : event?.name}
        lead={
          event && (
            <>
              <span className={`state-chip state-${state}`}>{t(`events.state.${state}`)}</span> {t('event.counts', { exhibitors: event.exhibitors, visitors: event.visitors })}
            </>
          )
        }
        actions={
          event &&
          state === 'running' && (
            <button type="button" className="button button-danger-quiet" onClick={() => setConfirmEnd(true)}>
              {t('event.end')}
            </button>
          )
        }
      />
      {event && <EventTabs eventId={event.id} />}

      <form className="console-form" onSubmit={(e) => void save(e)} noValidate>
        {errorCount > 0 && (
          <div className="callout callout-negative" role="alert">
            <p>{t('event.fixErrors', { count: errorCount })}</p>
          </div>
        )}
        <EventBasicsSection {...section} />
        <EventLookSection {...section} />
        <EventTermsSection {...section} />
        <EventInvoicesSection {...section} />
        <EventLimitsSection {...section} />
        <EventVisitorFieldsSection {...section} />

        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('event.saving') : isNew ? t('event.create') : t('event.save')}
          </button>
          <Link to="/organiser/events" className="button">
            {t('event.cancel')}
          </Link>
        </div>
      </form>

      <Dialog
        open={confirmEnd}
        title={t('event.endTitle')}
        onClose={() => setConfirmEnd(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirmEnd(false)}>
              {t('event.cancel')}
            </button>
            <button type="button" className="button button-danger" onClick={() => void end()}>
              {t('event.endConfirm')}
            </button>
          </>
        }
      >
        <p>{t('event.endText', { name: event?.name ?? '' })}</p>
      </Dialog>
    </div>
  );
}
