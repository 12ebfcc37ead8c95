import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';

/**
 * Links to the pages of a paged list: `?page=N` on the current path (other query parameters
 * kept), so pages are bookmarkable and work as plain links. Rendered only after data loaded;
 * an empty list renders nothing, its empty state says so with a next step.
 */
export function Pager({
  page,
  total,
  pageSize,
  param = 'page',
}: {
  page: number;
  total: number;
  pageSize: number;
  param?: string;
}): ReactNode {
  const t = useT();
  if (total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const href = (n: number): string => {
    const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
    if (n === 1) query.delete(param);
    else query.set(param, String(n));
    const search = query.toString();
    return search === '' ? '?' : `?${search}`;
  };
  return (
    <div className="mgr-pager">
      <span className="mgr-muted">{t('manager.common.total', { total })}</span>
      {pageCount > 1 && (
        <nav aria-label={t('pagination.label')}>
          {page > 1 && (
            <a href={href(page - 1)} rel="prev">
              {t('pagination.previous')}
            </a>
          )}
          {Array.from({ length: pageCount }, (_, index) => index + 1)
            .filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2)
            .map((n) =>
              n === page ? (
                <span key={n} aria-current="page">
                  {n}
                </span>
              ) : (
                <a key={n} href={href(n)} aria-label={t('pagination.page', { page: n })}>
                  {n}
                </a>
              ),
            )}
          {page < pageCount && (
            <a href={href(page + 1)} rel="next">
              {t('pagination.next')}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
