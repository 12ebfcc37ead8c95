import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { deleteMyNews, listMyNews, type MyNews } from '../../lib/endpoints/members/manager.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { NewsSubmitForm, type Choice } from './NewsSubmitForm.tsx';
import { LoadState, useLoad } from './LoadState.tsx';
import { RecordTable, RowActionButton } from './RecordTable.tsx';
import { useConfirmedRowAction } from './use-confirmed-row-action.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { newsPath } from '../../lib/paths/index.ts';

/** Message prefixes of MyNewsList. */
export const MY_NEWS_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'manager.news.'];

/** Props of MyNewsList: the choices of the submission form (public lookups, from the server). */
export interface MyNewsListProps {
  i18n: IslandMessages;
  newsTypes: readonly Choice[];
  industries: readonly Choice[];
}

/** news-my: the articles I submitted with their review status (withdrawal asks first), and a form to submit one. */
export function MyNewsList({ i18n, newsTypes, industries }: MyNewsListProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <MyNewsView locale={i18n.locale} newsTypes={newsTypes} industries={industries} />
    </I18nProvider>
  );
}

function MyNewsView({
  locale,
  newsTypes,
  industries,
}: Omit<MyNewsListProps, 'i18n'> & { locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => listMyNews(api));
  const { busyId, run } = useConfirmedRowAction();

  const withdraw = (article: MyNews, all: MyNews[]): Promise<void> =>
    run(
      article.id,
      {
        title: t('manager.news.confirmTitle'),
        message: t('manager.news.confirmWithdraw', { name: article.title }),
        type: 'warning',
      },
      async () => {
        await deleteMyNews(api, article.id);
        setData(all.filter((item) => item.id !== article.id));
      },
      t('manager.news.withdrawn'),
    );

  return (
    <>
      <LoadState state={state} reload={reload}>
        {(articles) => (
          <RecordTable
            records={articles}
            keyOf={(article) => article.id}
            columns={[
              {
                header: t('manager.news.title'),
                cell: (article) =>
                  article.status === 'published' ? (
                    <a href={newsPath(article.id)}>{article.title}</a>
                  ) : (
                    article.title
                  ),
              },
              {
                header: t('manager.news.status'),
                cell: (article) => t(`manager.news.status.${article.status}`),
              },
              { header: t('manager.common.date'), cell: (article) => formatDate(article.createdAt, locale) },
              {
                header: t('manager.common.actions'),
                cell: (article) => (
                  <RowActionButton
                    label={t('manager.news.withdraw')}
                    name={article.title}
                    busy={busyId === article.id}
                    onClick={() => {
                      void withdraw(article, articles);
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </LoadState>
      {newsTypes.length > 0 && industries.length > 0 && (
        <NewsSubmitForm
          locale={locale}
          newsTypes={newsTypes}
          industries={industries}
          onSubmitted={(article) => {
            if (state.status === 'ready') setData([article, ...state.data]);
            else reload();
          }}
        />
      )}
    </>
  );
}
