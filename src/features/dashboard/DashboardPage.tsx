/**
 * /dashboard: where the team lands. Its figures come from the connections on this device (what
 * the user may see: their own, or the company's with showAllConnections), so it works offline
 * and follows every scan at once: today and in total, what waits to sync, per hour of each show
 * day, the stage funnel, the ratings, the team, and how the booth's ratings turned out.
 */
import './dashboard.css';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { useRouteOpen } from '../../app/route-context';
import { useConnections, usePendingCount, useWorkedRatings } from '../../data/hooks';
import { RATINGS_NOT_READ } from '../../data/rating-store';
import { readDashboardSnapshot, saveDashboardSnapshot } from '../../data/dashboard-snapshot';
import { ownerOf } from '../../data/owner';
import { dashboardFigures, eventDay, FUNNEL_STAGES, RATING_BUCKETS, type DashboardFigures } from '../../domain/dashboard';
import { CONNECTION_STAGES } from '../../domain/connection';
import { BarChart, type Series } from './BarChart';
import { SetupWizard, useSetupHidden, useVisibleSetupSteps } from './SetupWizard';

/** The stage and rating colours of the list's chips, strong enough for bars. */
const STAGE_COLOURS: Record<string, string> = { new: '#64748b', contacted: '#2563eb', quoted: '#7c3aed', sold: '#0f7b4a', active: '#15803d', inactive: '#9ca3af', longterm: '#b45309' };
const RATING_COLOURS: Record<string, string> = { hot: '#c2410c', warm: '#d97706', cold: '#2563eb', none: '#9ca3af' };

function Figure({ label, value, hint }: { label: string; value: string; hint?: React.ReactNode }) {
  return (
    <div className="card figure-card">
      <p className="figure-label">{label}</p>
      <p className="figure-value">{value}</p>
      {hint && <p className="field-hint">{hint}</p>}
    </div>
  );
}

export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { info, config, session } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const eventId = info?.event.id ?? null;
  const rows = useConnections(eventId);
  const worked = useWorkedRatings(eventId);
  const pending = usePendingCount(eventId);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  // The exact figures, once the event's connections and worked-out ratings are read; until then
  // (a cold start reads them all from IndexedDB) the figures shown last today, marked as updating.
  const read = !!rows && worked !== RATINGS_NOT_READ;
  const exact = useMemo<DashboardFigures | null>(() => (read && rows && info ? dashboardFigures(rows, worked, info.event, new Date()) : null), [read, rows, worked, info]);
  const viewer = info ? ownerOf(info).key : '';
  // Read once as the screen opens (synchronous: no wait behind the reads of the whole event).
  const [snapshot] = useState(() => (eventId && info ? readDashboardSnapshot<DashboardFigures>(eventId, viewer) : null));
  const today = info ? eventDay(new Date(), info.event.timezone) : '';
  const figures = exact ?? (snapshot && snapshot.day === today ? snapshot.figures : null);
  useEffect(() => {
    if (!exact || !eventId) return;
    // Kept a moment after the last change, not at every scan of a busy hour.
    const timer = window.setTimeout(() => saveDashboardSnapshot(eventId, viewer, { day: today, figures: exact }), 1000);
    return () => window.clearTimeout(timer);
  }, [exact, eventId, viewer, today]);
  const seesTeam = session?.permissions.has('showAllConnections') ?? false;
  const canSeeConnections = info?.settings.connections ?? false;
  const canCapture = session?.permissions.has('createConnections') ?? false;
  const [setupHidden, setSetupHidden] = useSetupHidden(eventId ?? '', info?.user?.id ?? info?.partner?.id ?? '');
  const setupSteps = useVisibleSetupSteps(eventId ?? '');

  if (!info) return <div className="screen-loading" aria-busy="true" />;
  return (
    <div className="page dashboard-page">
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p className="lead">{seesTeam ? t('leadTeam', { event: info.event.name }) : t('leadOwn', { event: info.event.name })}</p>
        </div>
        {setupHidden && setupSteps.length > 0 && (
          <div className="page-actions">
            <button type="button" className="button button-small" onClick={() => setSetupHidden(false)}>
              {t('setup.show')}
            </button>
          </div>
        )}
      </header>
      {!setupHidden && <SetupWizard eventId={info.event.id} onHide={() => setSetupHidden(true)} />}
      {!canSeeConnections ? (
        <section className="empty-state">
          <h2>{t('noConnectionsTitle')}</h2>
          <p className="lead">{t('noConnections')}</p>
        </section>
      ) : !figures ? (
        <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />
      ) : (
        <>
          {!exact && (
            <p className="dashboard-updating field-hint" role="status">
              {t('updating')}
            </p>
          )}
          <Figures figures={figures} pending={pending} number={number} seesTeam={seesTeam} canCapture={canCapture} />
        </>
      )}
    </div>
  );
}

function Figures({ figures, pending, number, seesTeam, canCapture }: { figures: DashboardFigures; pending: number; number: Intl.NumberFormat; seesTeam: boolean; canCapture: boolean }) {
  const { t } = useTranslation('dashboard');
  // A session without the list (the native shell's) is not offered a link that leads nowhere.
  const listOpen = useRouteOpen()('connections-list');
  const { t: tc } = useTranslation('connections');
  const { i18n } = useTranslation();
  const days = figures.days.filter((d) => d.total > 0);
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = days.find((d) => d.day === chosenDay) ?? days.at(-1) ?? null;
  const dayLabel = (d: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));

  const hours = (() => {
    if (!day) return null;
    // From the first to the last hour with scans, at least 08:00 to 18:00.
    const used = day.hours.map((n, h) => (n ? h : -1)).filter((h) => h >= 0);
    const from = Math.min(8, ...used);
    const to = Math.max(18, ...used);
    const range = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return { labels: range.map((h) => `${String(h).padStart(2, '0')}:00`), series: [{ label: t('connections'), data: range.map((h) => day.hours[h]!), color: '#143d59' }] as Series[] };
  })();

  const ratingLabels = RATING_BUCKETS.map((r) => (r === 'none' ? t('noRating') : tc(`rating.${r}`)));
  const funnel = { labels: figures.funnel.map((f) => tc(`stages.${f.stage}`)), series: [{ label: t('reached'), data: figures.funnel.map((f) => f.count), color: figures.funnel.map((f) => STAGE_COLOURS[f.stage]!) }] };
  const ratings = { labels: ratingLabels, series: [{ label: t('connections'), data: RATING_BUCKETS.map((r) => figures.byRating[r]), color: RATING_BUCKETS.map((r) => RATING_COLOURS[r]!) }] };
  const calibration = {
    labels: ratingLabels,
    series: CONNECTION_STAGES.filter((s) => RATING_BUCKETS.some((r) => figures.calibration[r][s] > 0)).map((s) => ({ label: tc(`stages.${s}`), data: RATING_BUCKETS.map((r) => figures.calibration[r][s]), color: STAGE_COLOURS[s]! })),
  };
  const top = figures.byStaff.slice(0, 10);
  const team = { labels: top.map((s) => s.name || tc('common:account.scanUser')), series: [{ label: t('connections'), data: top.map((s) => s.count), color: '#143d59' }] };
  const sold = FUNNEL_STAGES.filter((s) => s === 'sold' || s === 'quoted');

  return (
    <>
      <div className="figure-row">
        <Figure label={t('today')} value={number.format(figures.today)} />
        <Figure label={t('total')} value={number.format(figures.total)} hint={listOpen ? <Link to="/connections/list">{t('openList')}</Link> : undefined} />
        <Figure label={t('waiting')} value={number.format(pending)} hint={pending ? t('waitingHint') : t('allSynced')} />
      </div>
      {figures.total === 0 && !canCapture && !seesTeam ? (
        <section className="empty-state">
          <h2>{t('noneForYouTitle')}</h2>
          <p className="lead">{t('noneForYou')}</p>
        </section>
      ) : figures.total === 0 ? (
        <section className="empty-state">
          <h2>{t('emptyTitle')}</h2>
          <p className="lead">{t('empty')}</p>
          <Link className="button button-primary" to="/connections/list">
            {t('startScanning')}
          </Link>
        </section>
      ) : (
        <div className="dashboard-grid">
          <section className="card dashboard-card dashboard-wide" aria-labelledby="per-hour">
            <div className="card-heading">
              <h2 id="per-hour">{t('perHour')}</h2>
              {days.length > 1 && (
                <label className="inline-select">
                  <span className="visually-hidden">{t('day')}</span>
                  <select value={day?.day ?? ''} onChange={(e) => setDay(e.target.value)}>
                    {days.map((d) => (
                      <option key={d.day} value={d.day}>
                        {t('dayOption', { day: dayLabel(d.day), count: d.total })}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            {day && hours ? <BarChart title={t('perHourOf', { day: dayLabel(day.day) })} categoryLabel={t('hour')} labels={hours.labels} series={hours.series} /> : <p className="field-hint">{t('noShowDayScans')}</p>}
          </section>
          <section className="card dashboard-card" aria-labelledby="funnel">
            <h2 id="funnel">{t('funnel')}</h2>
            <p className="field-hint">{t('funnelHint', { stages: sold.map((s) => tc(`stages.${s}`)).join(', ') })}</p>
            <BarChart title={t('funnel')} categoryLabel={tc('tabs.stage')} labels={funnel.labels} series={funnel.series} horizontal height={200} />
          </section>
          <section className="card dashboard-card" aria-labelledby="ratings">
            <h2 id="ratings">{t('ratings')}</h2>
            <BarChart title={t('ratings')} categoryLabel={tc('rating.title')} labels={ratings.labels} series={ratings.series} horizontal height={200} />
          </section>
          <section className="card dashboard-card dashboard-wide" aria-labelledby="calibration">
            <h2 id="calibration">{t('calibration')}</h2>
            <p className="field-hint">{t('calibrationHint')}</p>
            <BarChart title={t('calibration')} categoryLabel={tc('rating.title')} labels={calibration.labels} series={calibration.series} horizontal stacked height={220} />
          </section>
          {seesTeam && figures.byStaff.length > 0 && (
            <section className="card dashboard-card dashboard-wide" aria-labelledby="team">
              <h2 id="team">{t('team')}</h2>
              <BarChart title={t('team')} categoryLabel={t('member')} labels={team.labels} series={team.series} horizontal height={Math.max(120, team.labels.length * 34)} />
            </section>
          )}
        </div>
      )}
    </>
  );
}
