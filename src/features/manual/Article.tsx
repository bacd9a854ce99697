/** One page of the manual: its title, lead and sections, with the markup of markup.ts rendered. */
import { Fragment, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isManualPageId, MANUAL_PATH } from '../../app/manual-pages';
import { parseInline, type Block, type ManualPage } from './markup';

export function Rich({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        part.kind === 'strong' ? (
          <strong key={i} className="manual-label">
            {part.text}
          </strong>
        ) : part.kind === 'link' && isManualPageId(part.page) ? (
          <Link key={i} to={`${MANUAL_PATH}/${part.page}`}>
            {part.text}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  const { t } = useTranslation('manual');
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <Rich text={block.text} />
        </p>
      );
    case 'tip':
      return (
        <aside className="callout callout-info manual-tip" aria-label={t('tip')}>
          <p>
            <strong>{t('tipLead')}</strong> <Rich text={block.text} />
          </p>
        </aside>
      );
    default: {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <Rich text={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

export const sectionAnchor = (index: number) => `s-${index}`;

export function Article({ page }: { page: ManualPage }) {
  const { hash } = useLocation();
  // A link to a section (a search result): there, once the page is shown.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, page]);

  return (
    <article className="manual-article card" aria-labelledby={`manual-${page.id}`}>
      <h1 id={`manual-${page.id}`} tabIndex={-1}>
        {page.title}
      </h1>
      <p className="lead manual-summary">{page.summary}</p>
      {page.sections.map((section, i) => (
        <section key={i} aria-labelledby={section.heading ? sectionAnchor(i) : undefined}>
          {section.heading && (
            <h2 id={sectionAnchor(i)} tabIndex={-1}>
              {section.heading}
            </h2>
          )}
          {section.blocks.map((block, j) => (
            <BlockView key={j} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
