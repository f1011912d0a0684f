import { useId, useState } from 'react';
import { useMessages } from '../i18n';
import { AppLink } from '../link-provider';
import { cx } from '../utils/cx';

/** One value of a facet with how many results carry it. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export interface FacetListProps {
  /** Heading of the facet, e.g. 'Author'. */
  title: string;
  options: readonly FacetOption[];
  /** The value chosen now, if any. */
  selected?: string | null;
  /** Address of the results narrowed to a value, or widened again for null; filters live in the URL. */
  hrefFor: (value: string | null) => string;
  /** How many options show before 'Show all'. */
  initialCount?: number;
  /** Level of the heading, to fit the page outline. */
  headingLevel?: 2 | 3;
  /**
   * The counts are lower bounds (counted among the first results of a very large list): each
   * shows with a "+".
   */
  countsAtLeast?: boolean;
  className?: string;
}

/**
 * One facet of a result list as links: each value narrows the results, the chosen one is marked
 * and 'All' widens them again. Long lists show their first few with a 'Show all' button.
 * Use it beside a search or category result list, one per facet (language, author, price band).
 */
export function FacetList({
  title,
  options,
  selected = null,
  hrefFor,
  initialCount = 8,
  headingLevel = 3,
  countsAtLeast = false,
  className,
}: FacetListProps) {
  const t = useMessages();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const Heading = `h${headingLevel}` as const;
  if (options.length === 0 && !selected) return null;

  // The chosen value always shows, even when it falls beyond the first few.
  const visible = expanded
    ? options
    : options.filter((option, index) => index < initialCount || option.value === selected);
  const hidden = options.length - visible.length;

  return (
    <section className={cx('bk-facet', className)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="bk-facet__title">
        {title}
      </Heading>
      <ul id={`${id}-list`} className="bk-facet__list">
        {selected ? (
          <li>
            <AppLink href={hrefFor(null)} className="bk-facet__option bk-facet__option--all">
              {t.format('catalog.facet.all')}
              <span className="bk-visually-hidden">
                {' '}
                {t.format('catalog.facet.removeFilter', { facet: title.toLowerCase() })}
              </span>
            </AppLink>
          </li>
        ) : null}
        {visible.map((option) => {
          const chosen = option.value === selected;
          return (
            <li key={option.value}>
              <AppLink
                href={chosen ? hrefFor(null) : hrefFor(option.value)}
                className={cx('bk-facet__option', chosen && 'bk-facet__option--chosen')}
                aria-current={chosen ? 'true' : undefined}
              >
                <span className="bk-facet__label" dir="auto">
                  {option.label}
                </span>{' '}
                <span className="bk-facet__count">{`(${t.number(option.count)}${countsAtLeast ? '+' : ''})`}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
      {hidden > 0 || expanded ? (
        <button
          type="button"
          className="bk-facet__more"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? t.format('catalog.facet.showFewer')
            : t.format('catalog.facet.showAll', { count: options.length })}
        </button>
      ) : null}
    </section>
  );
}
