import { Link, useLocation } from 'react-router';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { changeFilters, searchQuery } from './searchState.ts';

/** Real links (shareable, crawlable), each page's URL built by the same rule as the panel's. */
export function Pagination({ filters, totalPage }: { filters: SearchFilters; totalPage: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (totalPage <= 1) return null;
  const current = filters.page;
  const pages = [...new Set([1, current - 1, current, current + 1, totalPage])]
    .filter((p) => p >= 1 && p <= totalPage)
    .sort((a, b) => a - b);
  const href = (page: number) => `${pathname}${searchQuery(changeFilters(filters, { page }))}`;
  return (
    <nav className="pagination" aria-label={t('search:pagination.label')}>
      {current > 1 && (
        <Link to={href(current - 1)} rel="prev" preventScrollReset={false}>
          {t('search:pagination.previous')}
        </Link>
      )}
      {pages.map((page, index) => (
        <span key={page}>
          {index > 0 && page - pages[index - 1] > 1 && <span aria-hidden="true">…</span>}
          {page === current ? (
            <span aria-current="page" className="pagination__current">
              {page}
            </span>
          ) : (
            <Link to={href(page)} aria-label={t('search:pagination.page', { page })}>
              {page}
            </Link>
          )}
        </span>
      ))}
      {current < totalPage && (
        <Link to={href(current + 1)} rel="next">
          {t('search:pagination.next')}
        </Link>
      )}
    </nav>
  );
}
