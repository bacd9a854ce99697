/**
 * /manual/:id?: the manual, in the app's language (its pages load with the screen, one chunk per
 * language). On a desktop the contents (or the search results) are beside the page; on a phone
 * /manual is the contents and search, and /manual/:id the page with a way back. An unknown id
 * says so and shows the contents. The search is kept in the address (?q=), so Back returns to it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { Link, NavLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { useDevice, usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { MANUAL_PATH, manualPageFor } from '../../app/manual-pages';
import { openWhatsNew } from '../../app/whats-new/whats-new-state';
import { Article } from './Article';
import { loadManual } from './content';
import type { ManualPage as Page } from './markup';
import { SearchField, SearchResults } from './ManualSearch';
import './manual.css';

function useManual(language: string | undefined, i18n: I18n) {
  const [state, setState] = useState<{ language: string | undefined; pages: Page[] } | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadManual(language, i18n).then(
      (pages) => current && setState({ language, pages }),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [language, attempt, i18n]);
  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);
  return { pages: state && state !== 'failed' ? state.pages : null, failed: state === 'failed', retry };
}

function Contents({ pages, withSummaries }: { pages: readonly Page[]; withSummaries: boolean }) {
  const { t } = useTranslation('manual');
  return (
    <nav className="manual-contents" aria-labelledby="manual-contents-title">
      <h2 id="manual-contents-title" className="manual-contents-title">
        {t('contents')}
      </h2>
      <ol>
        {pages.map((p) => (
          <li key={p.id}>
            <NavLink to={`${MANUAL_PATH}/${p.id}`}>
              <span className="manual-contents-name">{p.title}</span>
              {withSummaries && <span className="manual-contents-summary">{p.summary}</span>}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function WhatsNewButton() {
  const { t } = useTranslation('manual');
  return (
    <button type="button" className="button manual-whats-new" onClick={() => openWhatsNew()}>
      <Icon name="sparkle" size={18} />
      {t('whatsNew.title')}
    </button>
  );
}

/** The pages before and after this one, to read the manual in order. */
function Pager({ pages, page }: { pages: readonly Page[]; page: Page }) {
  const { t } = useTranslation('manual');
  const at = pages.indexOf(page);
  const previous = pages[at - 1];
  const next = pages[at + 1];
  return (
    <nav className="manual-pager" aria-label={t('pager.label')}>
      {previous && (
        <Link to={`${MANUAL_PATH}/${previous.id}`} className="manual-pager-previous">
          <span className="manual-pager-kind">{t('pager.previous')}</span>
          <span>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={`${MANUAL_PATH}/${next.id}`} className="manual-pager-next">
          <span className="manual-pager-kind">{t('pager.next')}</span>
          <span>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

/** An unknown page, or (for booth staff) one about what only administrators do: says which, beside the contents. */
function NotFound({ id, adminOnly }: { id: string; adminOnly: boolean }) {
  const { t } = useTranslation('manual');
  return (
    <section className="callout callout-negative manual-not-found" role="alert" aria-labelledby="manual-not-found">
      <h1 id="manual-not-found">{adminOnly ? t('adminOnly.title') : t('notFound.title')}</h1>
      <p>{adminOnly ? t('adminOnly.text') : t('notFound.text', { id })}</p>
    </section>
  );
}

export default function ManualPage() {
  const { t, i18n } = useTranslation('manual');
  const { config, session } = useApp();
  const device = useDevice();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const manual = useManual(language, i18n);
  const { failed, retry } = manual;
  // Booth staff read the pages that concern them; the administrators' pages are left out.
  const admin = !!session?.permissions.has('admin');
  const pages = manual.pages?.filter((p) => manualPageFor(p.id, admin)) ?? null;
  const page = id && pages ? (pages.find((p) => p.id === id) ?? null) : null;
  const unknown = !!id && !!pages && !page;
  const adminOnly = unknown && !!manual.pages?.some((p) => p.id === id);
  usePageTitle(config?.event?.environmentName, page ? `${page.title} · ${t('title')}` : t('title'));

  const setQuery = (q: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  if (failed) {
    return (
      <div className="page manual-page">
        <h1>{t('title')}</h1>
        <div className="callout callout-negative" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-small" onClick={retry}>
            {t('common:action.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!pages) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  const searching = query.trim() !== '';
  const aside = (
    <>
      <SearchField query={query} onChange={setQuery} />
      {searching ? <SearchResults pages={pages} query={query} language={language} /> : <Contents pages={pages} withSummaries={device === 'mobile'} />}
    </>
  );

  if (device === 'mobile') {
    if (page) {
      return (
        <div className="page manual-page manual-phone">
          {/* Back to the contents, or to the search the page was found by. */}
          <Link className="back-link" to={query ? `${MANUAL_PATH}?q=${encodeURIComponent(query)}` : MANUAL_PATH}>
            <Icon name="arrowLeft" size={18} />
            {t('back')}
          </Link>
          <Article page={page} />
          <Pager pages={pages} page={page} />
        </div>
      );
    }
    return (
      <div className="page manual-page manual-phone">
        {unknown ? (
          <NotFound id={id} adminOnly={adminOnly} />
        ) : (
          <header className="page-header">
            <div>
              <h1>{t('title')}</h1>
              <p className="lead">{t('lead')}</p>
            </div>
          </header>
        )}
        {aside}
        {!searching && <WhatsNewButton />}
      </div>
    );
  }

  return (
    <div className="page manual-page manual-desktop">
      <div className="manual-layout">
        <aside className="manual-aside card">
          {aside}
          <WhatsNewButton />
        </aside>
        <div className="manual-main">
          {page ? (
            <>
              <Article page={page} />
              <Pager pages={pages} page={page} />
            </>
          ) : unknown ? (
            <NotFound id={id} adminOnly={adminOnly} />
          ) : (
            <section className="manual-article card manual-overview" aria-labelledby="manual-title">
              <h1 id="manual-title">{t('title')}</h1>
              <p className="lead">{t('lead')}</p>
              <ul className="manual-overview-list">
                {pages.map((p) => (
                  <li key={p.id}>
                    <Link to={`${MANUAL_PATH}/${p.id}`}>{p.title}</Link>
                    <p className="field-hint">{p.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
