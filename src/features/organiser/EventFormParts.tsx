/** The event form's parts: an event as the form edits it (times on the event's wall clock), a labelled field, and a preview of the theme's colours with their contrast. */
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventInput, type OrganiserEvent } from '../../domain/organiser';
import { contrastRatio, parseColour, readableTextColour } from '../../domain/colour';
import { isoToZonedWall, zonedWallToIso } from '../../domain/zoned-time';

export type Form = Omit<EventInput, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

/** The form's fields of an event (an event from the server also carries its id and counts). */
export function toForm(e: EventInput | OrganiserEvent): Form {
  return {
    name: e.name,
    startsAt: isoToZonedWall(e.startsAt, e.timezone),
    endsAt: isoToZonedWall(e.endsAt, e.timezone),
    timezone: e.timezone,
    environmentName: e.environmentName,
    applicationColor: e.applicationColor,
    actionColor: e.actionColor,
    termsText: e.termsText,
    termsVersion: e.termsVersion,
    questionLimit: e.questionLimit,
    productLimit: e.productLimit,
    maxPendingChats: e.maxPendingChats,
    allowAddQuestions: e.allowAddQuestions,
    retentionDays: e.retentionDays,
    visitorFields: e.visitorFields,
    invoiceIssuer: e.invoiceIssuer,
  };
}

export function fromForm(f: Form): Record<string, unknown> {
  return { ...f, startsAt: zonedWallToIso(f.startsAt, f.timezone) ?? f.startsAt, endsAt: zonedWallToIso(f.endsAt, f.timezone) ?? f.endsAt };
}

export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string; children: ReactNode }) {
  const { t } = useTranslation('organiser');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function ColourPreview({ application, action }: { application: string; action: string }) {
  const { t } = useTranslation('organiser');
  const rows = [
    { key: 'application', colour: application },
    { key: 'action', colour: action },
  ].map(({ key, colour }) => {
    const rgb = parseColour(colour);
    if (!rgb) return null;
    const text = readableTextColour(colour);
    const ratio = contrastRatio(rgb, parseColour(text)!);
    return (
      <p key={key} className="colour-sample" style={{ background: colour, color: text }}>
        {t(`event.preview.${key}`)} · {t('event.preview.contrast', { ratio: ratio.toFixed(1) })}
      </p>
    );
  });
  return (
    <div className="colour-preview" aria-label={t('event.preview.label')} role="group">
      {rows}
    </div>
  );
}
