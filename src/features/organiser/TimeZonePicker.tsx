/**
 * The event's time zone: an editable combobox with a list (the WAI-ARIA "combobox with listbox
 * popup" pattern, list autocomplete). Typing filters the zones (place, IANA name, offset or a
 * legacy name; domain/time-zones.ts); the list is grouped by region. Keyboard: Down and Up move
 * through the list (Alt+Down opens it), Enter picks, Escape closes it (a second Escape empties the
 * text); leaving the field without picking keeps the zone chosen before. The input's text is the
 * chosen zone's name; the zone itself is what the form stores.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZONE_REGIONS, zoneMatches, zoneOptions, type ZoneOption } from '../../domain/time-zones';

const AVAILABLE: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Amsterdam', 'Europe/Berlin', 'Europe/London'];

export function TimeZonePicker({ id, value, onChange, describedBy, invalid }: { id: string; value: string; onChange: (zone: string) => void; describedBy?: string | undefined; invalid?: boolean }) {
  const { t } = useTranslation('organiser');
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const options = useMemo(() => {
    const all = zoneOptions(AVAILABLE, new Date());
    // An event saved with a zone the list does not name (a legacy one) keeps it, shown as stored.
    if (all.some((o) => o.id === value) || !value) return all;
    const region = (ZONE_REGIONS as readonly string[]).includes(value.split('/')[0]!) ? (value.split('/')[0] as ZoneOption['region']) : 'UTC';
    return [{ id: value, region, city: value, offset: '', aliases: [] }, ...all];
  }, [value]);
  const labelOf = (o: ZoneOption) => (o.id === 'UTC' ? t('timezone.utc') : o.offset === '' ? o.id : t('timezone.option', { region: t(`timezone.region.${o.region}`), city: o.city, offset: o.offset }));
  const chosen = options.find((o) => o.id === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const shown = text === null ? options : options.filter((o) => zoneMatches(o, labelOf(o), text));
  const optionId = (zone: string) => `${listId}-${zone.replace(/[^A-Za-z0-9_-]/g, '-')}`;

  function pick(o: ZoneOption) {
    onChange(o.id);
    setText(null);
    setOpen(false);
    setActive(null);
  }

  function move(to: number) {
    const next = shown[Math.max(0, Math.min(shown.length - 1, to))];
    if (!next) return;
    setOpen(true);
    setActive(next.id);
    document.getElementById(optionId(next.id))?.scrollIntoView({ block: 'nearest' });
  }

  function keyDown(e: KeyboardEvent<HTMLInputElement>) {
    const at = active ? shown.findIndex((o) => o.id === active) : -1;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open || e.altKey) {
        setOpen(true);
        if (e.altKey) return;
      }
      move(at < 0 ? Math.max(0, shown.findIndex((o) => o.id === value)) : at + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      move(at < 0 ? shown.length - 1 : at - 1);
    } else if (e.key === 'Enter') {
      if (open && active) {
        e.preventDefault();
        const o = shown.find((x) => x.id === active);
        if (o) pick(o);
      } else if (open && shown.length === 1) {
        e.preventDefault();
        pick(shown[0]!);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(null);
      } else if (text !== null) {
        e.preventDefault();
        setText(null);
      }
    }
  }

  return (
    <div className="combobox">
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        value={text ?? (chosen ? labelOf(chosen) : value)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(null);
        }}
        onFocus={(e) => e.target.select()}
        onClick={() => setOpen(true)}
        onKeyDown={keyDown}
        onBlur={() => {
          // Leaving without picking keeps the zone chosen before.
          setOpen(false);
          setText(null);
          setActive(null);
        }}
      />
      <ul ref={list} id={listId} role="listbox" aria-label={t('timezone.listLabel')} className="combobox-list" hidden={!open}>
        {shown.length === 0 && (
          <li role="presentation" className="combobox-empty">
            {t('timezone.noMatch')}
          </li>
        )}
        {ZONE_REGIONS.map((region) => {
          const inRegion = shown.filter((o) => o.region === region);
          if (!inRegion.length) return null;
          return (
            <li key={region} role="presentation">
              <ul role="group" aria-labelledby={`${listId}-${region}`}>
                <li role="presentation" id={`${listId}-${region}`} className="combobox-group">
                  {t(`timezone.region.${region}`)}
                </li>
                {inRegion.map((o) => (
                  <li
                    key={o.id}
                    id={optionId(o.id)}
                    role="option"
                    aria-selected={o.id === value}
                    className={o.id === active ? 'combobox-option active' : 'combobox-option'}
                    // Keeps the focus in the input (a click would blur it first and close the list).
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(o)}
                  >
                    {labelOf(o)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
