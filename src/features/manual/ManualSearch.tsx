/**
 * The manual's search: a field, and below it the pages that match with the matching words
 * highlighted. Arrow keys move from the field through the results and back; Escape clears.
 */
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import { MANUAL_PATH } from '../../app/manual-pages';
import { sectionAnchor } from './Article';
import type { ManualPage } from './markup';
import { queryTerms, searchManual } from './search';

export const QUERY_MAX = 100;

export function SearchField({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const { t } = useTranslation('manual');
  const id = useId();
  return (
    <form
      className="manual-search field"
      role="search"
      aria-label={t('search.label')}
      onSubmit={(e) => {
        e.preventDefault();
        document.querySelector<HTMLAnchorElement>('[data-manual-result]')?.focus();
      }}
    >
      <label htmlFor={id}>{t('search.label')}</label>
      <div className="manual-search-box">
        <Icon name="search" size={18} />
        <input
          id={id}
          type="search"
          value={query}
          maxLength={QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              const first = document.querySelector<HTMLAnchorElement>('[data-manual-result]');
              if (first) {
                e.preventDefault();
                first.focus();
              }
            } else if (e.key === 'Escape' && query) {
              e.preventDefault();
              onChange('');
            }
          }}
        />
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('search.hint')}
      </p>
    </form>
  );
}

export function SearchResults({ pages, query, language }: { pages: readonly ManualPage[]; query: string; language: string }) {
  const { t } = useTranslation('manual');
  const list = useRef<HTMLOListElement>(null);
  const results = useMemo(() => searchManual(pages, query, language), [pages, query, language]);
  const searched = queryTerms(query, language).length > 0;

  function move(e: KeyboardEvent<HTMLOListElement>) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('[data-manual-result]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    e.preventDefault();
    if (e.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)]?.focus();
    else if (at === 0) document.querySelector<HTMLInputElement>('.manual-search input')?.focus();
    else links[at - 1]?.focus();
  }

  // A result keeps the search in its address: the desktop keeps showing it, a phone's way back returns to it.
  const search = `?q=${encodeURIComponent(query)}`;
  return (
    <section className="manual-results" aria-label={t('search.resultsLabel')}>
      <p className="field-hint manual-results-count" role="status">
        {!searched ? t('search.tooShort') : results.length > 0 ? t('search.results', { count: results.length, query: query.trim() }) : ''}
      </p>
      {searched && results.length === 0 && (
        <div className="manual-empty">
          <h2>{t('search.emptyTitle')}</h2>
          <p>{t('search.empty', { query: query.trim() })}</p>
        </div>
      )}
      {results.length > 0 && (
        <ol ref={list} className="manual-result-list" onKeyDown={move}>
          {results.map((r) => (
            <li key={r.page.id}>
              <Link data-manual-result="" to={`${MANUAL_PATH}/${r.page.id}${search}${r.section >= 0 ? `#${sectionAnchor(r.section)}` : ''}`}>
                <span className="manual-result-title">{r.page.title}</span>
                {r.heading && <span className="manual-result-section">{r.heading}</span>}
                <span className="manual-result-excerpt">
                  {r.excerpt.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
