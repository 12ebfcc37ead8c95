import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChoiceNames } from '../../components/editor/fields/ItemPickerField.tsx';
import {
  PublishProgress,
  PUBLISH_PROGRESS_MESSAGE_PREFIXES,
} from '../../components/editor/PublishProgress.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { EditableEntity, VersionSummary } from '../../lib/contract/editor-reads.ts';
import { formFields } from '../../lib/editor/form-fields.ts';
import { itemPickOf } from '../../lib/editor/item-choices.ts';
import { editorKinds } from '../../lib/editor/kinds.ts';
import { minorToUnits } from '../../lib/editor/money.ts';
import { readableItems } from '../../lib/editor/row-lists.ts';
import { versionDiff, type FieldChange } from '../../lib/editor/version-diff.ts';
import { getItemVersion, listItemVersions, restoreItemVersion } from '../../lib/endpoints/editor.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { editorPath } from '../../lib/paths/index.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';

/** Message prefixes of VersionsView. */
export const VERSIONS_MESSAGE_PREFIXES: readonly string[] = [
  'editor.versions.',
  'editor.fields.',
  'editor.form.zh',
  'editor.form.en',
  'editor.form.backToItem',
  'editor.picker.',
  'editor.rows.',
  ...PUBLISH_PROGRESS_MESSAGE_PREFIXES,
];

/** Props of VersionsView: the item's kept versions, newest first. */
export interface VersionsViewProps {
  i18n: IslandMessages;
  entity: EditableEntity;
  id: number;
  title: string;
  versions: VersionSummary[];
}

/** An item's versions: who saved each, a field-by-field diff of two, and restoring one. */
export function VersionsView({ i18n, ...props }: VersionsViewProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <VersionsBody {...props} />
    </I18nProvider>
  );
}

type Diff =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; changes: FieldChange[] }
  | { kind: 'failed'; message: string };

function VersionsBody({ entity, id, title, versions: initial }: Omit<VersionsViewProps, 'i18n'>): ReactNode {
  const t = useT();
  const locale = useLocale();
  const api = getBrowserApiClient();
  const [versions, setVersions] = useState(initial);
  const [to, setTo] = useState(initial[0]?.version ?? 0);
  const [from, setFrom] = useState(initial[1]?.version ?? initial[0]?.version ?? 0);
  const [diff, setDiff] = useState<Diff>({ kind: 'idle' });
  const [restoring, setRestoring] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // The publish of the last restore, followed live under the notice.
  const [publishId, setPublishId] = useState<number | null>(null);
  const latest = versions[0]?.version ?? 0;
  const fields = useMemo(() => formFields(editorKinds[entity].schema), [entity]);

  /**
   * A kept value as the editor reads it, or undefined for a text the diff shows as it is: a
   * picker's items by name, rows one a line, an amount in currency units (never an id or JSON).
   */
  const readableOf = (path: string, text: string): ReactNode => {
    const pick = itemPickOf(path);
    if (pick !== undefined) return <ChoiceNames pick={pick} text={text} />;
    const field = fields.find((each) => each.name === path);
    if (field?.kind === 'rows')
      return readableItems(field.columns, text, t('editor.rows.yes'), t('editor.rows.no'));
    if (field?.kind === 'money' && /^-?\d+$/.test(text)) return minorToUnits(Number(text));
    return undefined;
  };

  useEffect(() => {
    if (from === to) {
      setDiff({ kind: 'ready', changes: [] });
      return;
    }
    let current = true;
    setDiff({ kind: 'loading' });
    Promise.all([getItemVersion(api, entity, id, from), getItemVersion(api, entity, id, to)])
      .then(([before, after]) => {
        if (current) setDiff({ kind: 'ready', changes: versionDiff(before, after, locale) });
      })
      .catch((error: unknown) => {
        if (current)
          setDiff({
            kind: 'failed',
            message: isApiError(error) ? error.message : t('editor.versions.failed'),
          });
      });
    return () => {
      current = false;
    };
  }, [api, entity, id, from, to, locale, t]);

  const restore = async (version: number) => {
    setRestoring(version);
    setNotice(null);
    try {
      const saved = await restoreItemVersion(api, entity, id, version, latest);
      setPublishId(saved.publishId ?? null);
      const next = await listItemVersions(api, entity, id);
      setVersions(next);
      setFrom(version === 0 ? (next[1]?.version ?? 0) : latest);
      setTo(saved.version);
      setNotice({ ok: true, text: t('editor.versions.restored', { version, saved: saved.version }) });
    } catch (error) {
      setNotice({ ok: false, text: isApiError(error) ? error.message : t('editor.versions.failed') });
    } finally {
      setRestoring(null);
    }
  };

  const labelOf = (path: string) => {
    const [field = path, lang] = path.split('.');
    const label = t(`editor.fields.${field}` as MessageKey);
    return lang === undefined
      ? label
      : `${label} · ${t(lang === 'zh' ? 'editor.form.zh' : 'editor.form.en')}`;
  };
  const who = (version: VersionSummary) =>
    version.userId === null ? t('editor.versions.original') : version.editor;
  const option = (version: VersionSummary) => (
    <option key={version.version} value={version.version}>
      {t('editor.versions.number', { version: version.version })} · {who(version)} ·{' '}
      {formatDateTime(version.at, locale)}
    </option>
  );

  return (
    <div className="ec-versions">
      <div className="ec-head">
        <h1 className="ec-title">{t('editor.versions.title', { title })}</h1>
        <p className="ec-muted">
          <a href={editorPath(entity, id)}>{t('editor.form.backToItem')}</a>
        </p>
      </div>
      <p className="ec-status-line" role="status" data-testid="versions-status">
        {notice !== null && <span className={notice.ok ? 'ec-ok' : 'ec-error'}>{notice.text}</span>}
      </p>
      {publishId !== null && <PublishProgress key={publishId} publishId={publishId} />}
      <div className="ec-table-wrap">
        <table className="ec-table" data-testid="versions-list">
          <thead>
            <tr>
              <th scope="col">{t('editor.versions.version')}</th>
              <th scope="col">{t('editor.versions.editor')}</th>
              <th scope="col">{t('editor.versions.at')}</th>
              <th scope="col">
                <span className="ec-visually-hidden">{t('editor.versions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version} data-version={version.version}>
                <td data-label={t('editor.versions.version')} className="ec-num">
                  {version.version}
                  {version.version === latest && (
                    <span className="ec-status ec-status-published">{t('editor.versions.current')}</span>
                  )}
                </td>
                <td data-label={t('editor.versions.editor')}>{who(version)}</td>
                <td data-label={t('editor.versions.at')} className="ec-muted">
                  {formatDateTime(version.at, locale)}
                </td>
                <td className="ec-row-actions">
                  {version.version !== latest && (
                    <button
                      type="button"
                      className="ec-button"
                      disabled={restoring !== null}
                      onClick={() => void restore(version.version)}
                    >
                      {restoring === version.version
                        ? t('editor.versions.restoring')
                        : t('editor.versions.restore', { version: version.version })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="ec-diff" aria-labelledby="ec-diff-title">
        <h2 id="ec-diff-title">{t('editor.versions.compare')}</h2>
        <div className="ec-diff-pick">
          <label className="ec-field">
            <span>{t('editor.versions.from')}</span>
            <select
              className="ec-input"
              value={from}
              onChange={(event) => {
                setFrom(Number(event.target.value));
              }}
              data-testid="diff-from"
            >
              {versions.map(option)}
            </select>
          </label>
          <label className="ec-field">
            <span>{t('editor.versions.to')}</span>
            <select
              className="ec-input"
              value={to}
              onChange={(event) => {
                setTo(Number(event.target.value));
              }}
              data-testid="diff-to"
            >
              {versions.map(option)}
            </select>
          </label>
        </div>
        <div aria-live="polite" data-testid="diff-result">
          {diff.kind === 'loading' && <p className="ec-muted">{t('editor.versions.loading')}</p>}
          {diff.kind === 'failed' && <p className="ec-error">{diff.message}</p>}
          {diff.kind === 'ready' && diff.changes.length === 0 && (
            <p className="ec-muted">{t('editor.versions.same')}</p>
          )}
          {diff.kind === 'ready' && diff.changes.length > 0 && (
            <table className="ec-table ec-diff-table">
              <thead>
                <tr>
                  <th scope="col">{t('editor.versions.field')}</th>
                  <th scope="col">{t('editor.versions.before', { version: from })}</th>
                  <th scope="col">{t('editor.versions.after', { version: to })}</th>
                </tr>
              </thead>
              <tbody>
                {diff.changes.map((change) => (
                  <tr key={change.path} data-field={change.path}>
                    <th scope="row">{labelOf(change.path)}</th>
                    {change.parts === undefined || readableOf(change.path, change.after) !== undefined ? (
                      <>
                        <td data-label={t('editor.versions.before', { version: from })}>
                          <del>{readableOf(change.path, change.before) ?? change.before}</del>
                        </td>
                        <td data-label={t('editor.versions.after', { version: to })}>
                          <ins>{readableOf(change.path, change.after) ?? change.after}</ins>
                        </td>
                      </>
                    ) : (
                      <td colSpan={2} className="ec-word-diff">
                        {change.parts.map((part, index) =>
                          part.change === 'added' ? (
                            <ins key={index}>{part.value}</ins>
                          ) : part.change === 'removed' ? (
                            <del key={index}>{part.value}</del>
                          ) : (
                            <span key={index}>{part.value}</span>
                          ),
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
    </div>
  );
}
