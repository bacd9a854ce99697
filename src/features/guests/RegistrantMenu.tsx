/** A registrant's actions in a small menu beside them: send again, change the type, hold or release. */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import type { Registrant } from '../../domain/guests';
import { guestName } from './RegistrantList';

/** A guest's actions in a small menu: arrow keys move, Escape closes and returns to the button. */
export function RowActions({ guest, busy, onResend, onType, onHold }: { guest: Registrant; busy: boolean; onResend: () => void; onType: () => void; onHold: () => void }) {
  const { t } = useTranslation('guests');
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number | null; bottom: number | null; right: number }>({ top: null, bottom: null, right: 0 });
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const name = guestName(guest);
  const items: Array<{ key: string; label: string; run: () => void; danger?: boolean }> = [];
  if (guest.state !== 'hold') items.push({ key: 'resend', label: t(`registrants.resend.${guest.state === 'registered' ? 'registered' : guest.state === 'invited' ? 'invited' : 'pending'}`), run: onResend });
  items.push({ key: 'type', label: t('registrants.changeType'), run: onType });
  if (guest.state === 'registered') items.push({ key: 'hold', label: t('registrants.hold'), run: onHold, danger: true });
  if (guest.state === 'hold') items.push({ key: 'release', label: t('registrants.release'), run: onHold });

  /** Fixed to the window under (or above) its button, so a table that scrolls sideways does not cut it off. */
  const placeMenu = useCallback(() => {
    const r = button.current?.getBoundingClientRect();
    if (!r) return;
    const below = window.innerHeight - r.bottom;
    const up = below < 220 && r.top > below;
    setPlace({ top: up ? null : r.bottom + 4, bottom: up ? window.innerHeight - r.top + 4 : null, right: Math.max(8, window.innerWidth - r.right) });
  }, []);
  const show = () => {
    placeMenu();
    setOpen(true);
  };
  const close = (focus = true) => {
    setOpen(false);
    if (focus) button.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (!open) return;
    // No scrolling to the item: the menu is fixed to the window.
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    const onDown = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    // The page or the table scrolls: the menu stays with its button.
    document.addEventListener('pointerdown', onDown);
    window.addEventListener('resize', placeMenu);
    window.addEventListener('scroll', placeMenu, true);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      window.removeEventListener('resize', placeMenu);
      window.removeEventListener('scroll', placeMenu, true);
    };
  }, [open, placeMenu]);

  const onKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus({ preventScroll: true });
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') return close(false);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className="registrant-menu">
      <button
        ref={button}
        type="button"
        className="button button-small registrant-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={busy}
        disabled={busy}
        aria-label={t('registrants.actions', { name })}
        title={t('registrants.actionsShort')}
        onClick={() => (open ? close() : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            show();
          }
        }}
      >
        <Icon name="more" size={22} />
      </button>
      {open && (
        <div ref={menu} className="menu registrant-menu-list" role="menu" aria-label={t('registrants.actions', { name })} style={{ position: 'fixed', top: place.top ?? 'auto', bottom: place.bottom ?? 'auto', right: place.right }} onKeyDown={onKey}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'registrant-menu-danger' : undefined}
              onClick={() => {
                close();
                item.run();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
