import { itemName } from '../../lib/editor/item-name.ts';
import { useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import {
  AvailabilityPanel,
  AVAILABILITY_MESSAGE_PREFIXES,
} from '../../components/editor/AvailabilityPanel.tsx';
import { ChoiceNames, ItemPickerField } from '../../components/editor/fields/ItemPickerField.tsx';
import { PicturesField } from '../../components/editor/fields/PicturesField.tsx';
import { RowsField } from '../../components/editor/fields/RowsField.tsx';
import { PreviewPanel } from '../../components/editor/PreviewPanel.tsx';
import { isPreviewable } from '../../lib/editor/preview.ts';
import {
  PublishProgress,
  PUBLISH_PROGRESS_MESSAGE_PREFIXES,
} from '../../components/editor/PublishProgress.tsx';
import { RichTextField } from '../../components/editor/fields/RichTextField.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { EditableEntity } from '../../lib/contract/editor-reads.ts';
import { canGoOffline, isOnline } from '../../lib/editor/availability.ts';
import { conflictFields, type ConflictField } from '../../lib/editor/conflict.ts';
import {
  apiFieldErrors,
  editErrors,
  fieldErrorText,
  type EditFieldError,
} from '../../lib/editor/form-errors.ts';
import {
  formBody,
  formFields,
  formValues,
  inputNames,
  type FormField,
  type FormValues,
} from '../../lib/editor/form-fields.ts';
import { hasChoice, idChoices } from '../../lib/editor/id-choices.ts';
import { itemPickOf, noItemValue, type ItemPick } from '../../lib/editor/item-choices.ts';
import { readableRows } from '../../lib/editor/row-lists.ts';
import { editorKinds } from '../../lib/editor/kinds.ts';
import type { Lookups } from '../../lib/contract/lookup.ts';
import { getEditView, saveItem } from '../../lib/endpoints/editor.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { editorPath } from '../../lib/paths/index.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT, type IslandTranslate } from '../i18n/use-t.ts';

/** Message prefixes of EditForm. */
export const EDIT_FORM_MESSAGE_PREFIXES: readonly string[] = [
  'editor.form.',
  'editor.rich.',
  'editor.preview.',
  'editor.fields.',
  'editor.choice.',
  'editor.picker.',
  'editor.rows.',
  'editor.errors.',
  'editor.conflict.',
  'editor.list.versions',
  ...PUBLISH_PROGRESS_MESSAGE_PREFIXES,
  ...AVAILABILITY_MESSAGE_PREFIXES,
];

/** Props of EditForm: the item as the API's edit view answered it (with its version). */
export interface EditFormProps {
  i18n: IslandMessages;
  entity: EditableEntity;
  item: Record<string, unknown> & { id: number; version: number };
  listPath: string;
  /** The lookups that name id fields (sub-industry, city, type, category), in the editor's language. */
  lookups: Lookups;
}

/** The edit form of one item: both languages side by side, checked here and by the API, saved from its version. */
export function EditForm({ i18n, ...props }: EditFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <EditFormView {...props} />
    </I18nProvider>
  );
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; version: number }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

interface Conflict {
  fields: ConflictField[];
  /** Inputs the editor has decided (kept theirs or their own). */
  decided: Record<string, 'mine' | 'theirs'>;
}

function labelOf(t: IslandTranslate, name: string): string {
  const [field = name, lang] = name.split('.');
  const label = t(`editor.fields.${field}` as MessageKey);
  return lang === undefined ? label : `${label} · ${t(lang === 'zh' ? 'editor.form.zh' : 'editor.form.en')}`;
}

function readForm(form: HTMLFormElement, fields: readonly FormField[]): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
  for (const name of fields.flatMap(inputNames)) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The fields that hold picture paths: shown as thumbnails with an upload. */
const pictureFields: readonly string[] = ['images', 'cover', 'image'];

function EditFormView({ entity, item, listPath, lookups }: Omit<EditFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const locale = useLocale();
  const kind = editorKinds[entity];
  const fields = useMemo(() => formFields(kind.schema, kind.richText), [kind]);
  const form = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(item.version);
  const [defaults, setDefaults] = useState<FormValues>(() => formValues(fields, item));
  // What the saved item held when this form's version was read: the other editor's changes are
  // the differences from it.
  const base = useRef<FormValues>(defaults);
  const [revisions, setRevisions] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, EditFieldError>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The publish of the last save or offline/online, followed live under the form.
  const [publishId, setPublishId] = useState<number | null>(null);
  const [online, setOnline] = useState(() => isOnline(item));
  const api = getBrowserApiClient();

  const showValue = (name: string, value: string) => {
    setDefaults((current) => ({ ...current, [name]: value }));
    setRevisions((current) => ({ ...current, [name]: (current[name] ?? 0) + 1 }));
  };

  /**
   * Focuses the first failing input in the form's order; a row's input ("fees.1.amountMinor") and
   * a picker's search box are found by the input they stand for.
   */
  const focusFirst = (found: Record<string, EditFieldError>) => {
    const failing = Object.keys(found);
    const first = fields
      .flatMap(inputNames)
      .map((name) => failing.find((key) => key === name || key.startsWith(`${name}.`)))
      .find((key) => key !== undefined);
    if (first === undefined) return;
    const name = CSS.escape(first);
    form.current
      ?.querySelector<HTMLElement>(`[data-input="${name}"], [name="${name}"]:not([type="hidden"])`)
      ?.focus();
  };

  /** The form's values and body when it passes its checks; else marks the errors and answers null. */
  const checkedForm = (): { values: FormValues; body: Record<string, unknown> } | null => {
    if (form.current === null) return null;
    const values = readForm(form.current, fields);
    const body = formBody(fields, values);
    const found = editErrors(kind.schema, body);
    setErrors(found);
    if (Object.keys(found).length === 0) return { values, body };
    setStatus({ kind: 'invalid' });
    focusFirst(found);
    return null;
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'saving') return;
    const checked = checkedForm();
    if (checked === null) return;
    const { values, body } = checked;
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveItem(api, entity, item.id, body, version);
      setVersion(saved.version);
      base.current = values;
      setConflict(null);
      setStatus({ kind: 'saved', version: saved.version });
      setPublishId(saved.publishId ?? null);
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        // Another editor saved first: keep every text of this editor's in the form, show theirs.
        const theirs = await getEditView(api, entity, item.id).catch(() => undefined);
        if (theirs === undefined) {
          setStatus({ kind: 'failed', message: error.message });
          return;
        }
        const saved = formValues(fields, theirs);
        setVersion(theirs.version);
        setConflict({ fields: conflictFields(base.current, values, saved), decided: {} });
        base.current = saved;
        setStatus({ kind: 'conflict' });
        return;
      }
      // A refusal naming inputs (an id no item has) is said at each of them as well.
      const named = isApiError(error) ? apiFieldErrors(error.data) : {};
      if (Object.keys(named).length > 0) {
        setErrors(named);
        focusFirst(named);
      }
      setStatus({ kind: 'failed', message: isApiError(error) ? error.message : t('editor.form.failed') });
    }
  };

  // Taken offline or back online from the panel: that made a version (and changed a news
  // article's status), so the form continues from it; the other fields keep what the editor typed.
  const availabilityChanged = async (published: number) => {
    setPublishId(published);
    // Unread, the form keeps its version: its next save then meets the conflict view.
    const saved = await getEditView(api, entity, item.id).catch(() => undefined);
    if (saved === undefined) return;
    setVersion(saved.version);
    setOnline(isOnline(saved));
    const status = formValues(fields, saved).status;
    if (status === undefined) return;
    base.current = { ...base.current, status };
    showValue('status', status);
  };

  const decide = (field: ConflictField, choice: 'mine' | 'theirs') => {
    showValue(field.name, choice === 'mine' ? field.mine : field.theirs);
    setConflict(
      (current) => current && { ...current, decided: { ...current.decided, [field.name]: choice } },
    );
  };

  const inputProps = (name: string) => {
    const error = errors[name];
    return {
      name,
      defaultValue: defaults[name] ?? '',
      'aria-invalid': error === undefined ? undefined : true,
      'aria-describedby': error === undefined ? undefined : `${name}-error`,
    };
  };
  const errorText = (name: string) => {
    const error = errors[name];
    return error === undefined ? null : (
      <p className="ec-error" id={`${name}-error`}>
        {fieldErrorText(t, error)}
      </p>
    );
  };
  const key = (name: string) => `${name}#${String(revisions[name] ?? 0)}`;
  /** A number typed as text: an amount in currency units, a count or a measure. */
  const numberInput = (name: string, inputMode: 'numeric' | 'decimal') => (
    <div className="ec-field" key={key(name)}>
      <label htmlFor={`f-${name}`}>{labelOf(t, name)}</label>
      <input id={`f-${name}`} className="ec-input" inputMode={inputMode} {...inputProps(name)} />
      {errorText(name)}
    </div>
  );

  const pictures = (name: string, multiple: boolean) => (
    <PicturesField
      key={key(name)}
      name={name}
      label={labelOf(t, name)}
      defaultValue={defaults[name] ?? ''}
      multiple={multiple}
      error={errorText(name)}
      invalid={errors[name] !== undefined}
    />
  );

  const picker = (field: FormField, pick: ItemPick) => {
    const error = errors[field.name];
    // A picker holds no typed number: an id it lacks is an item not chosen.
    const shown =
      error === undefined
        ? null
        : error.key === 'editor.errors.number' || error.key === 'editor.errors.min'
          ? { key: 'editor.errors.pick' as const }
          : error;
    return (
      <ItemPickerField
        key={key(field.name)}
        name={field.name}
        label={labelOf(t, field.name)}
        pick={pick}
        defaultValue={defaults[field.name] ?? ''}
        noneValue={noItemValue(field)}
        invalid={error !== undefined}
        error={
          shown === null ? null : (
            <p className="ec-error" id={`${field.name}-error`}>
              {fieldErrorText(t, shown)}
            </p>
          )
        }
      />
    );
  };

  const renderField = (field: FormField): ReactNode => {
    const pick = itemPickOf(field.name);
    if (pick !== undefined && (field.kind === 'number' || field.kind === 'list')) return picker(field, pick);
    switch (field.kind) {
      case 'bilingual':
        return (
          <fieldset className="ec-pair" key={field.name}>
            <legend>{t(`editor.fields.${field.name}` as MessageKey)}</legend>
            {(['zh', 'en'] as const).map((lang) => {
              const name = `${field.name}.${lang}`;
              return (
                <div className="ec-pair-side" key={key(name)}>
                  {field.rich ? (
                    <RichTextField
                      name={name}
                      label={labelOf(t, name)}
                      lang={lang}
                      defaultValue={defaults[name] ?? ''}
                    />
                  ) : (
                    <div className="ec-field">
                      <label htmlFor={`f-${name}`}>{labelOf(t, name)}</label>
                      <input
                        id={`f-${name}`}
                        className="ec-input"
                        lang={lang === 'zh' ? 'zh-CN' : 'en'}
                        {...inputProps(name)}
                      />
                    </div>
                  )}
                  {errorText(name)}
                </div>
              );
            })}
          </fieldset>
        );
      case 'choice':
        return (
          <div className="ec-field" key={key(field.name)}>
            <label htmlFor={`f-${field.name}`}>{labelOf(t, field.name)}</label>
            <select id={`f-${field.name}`} className="ec-input" {...inputProps(field.name)}>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {t(`editor.choice.${option}` as MessageKey)}
                </option>
              ))}
            </select>
            {errorText(field.name)}
          </div>
        );
      case 'list':
        if (pictureFields.includes(field.name)) return pictures(field.name, true);
        return (
          <div className="ec-field ec-field-wide" key={key(field.name)}>
            <label htmlFor={`f-${field.name}`}>{labelOf(t, field.name)}</label>
            <textarea id={`f-${field.name}`} className="ec-input" rows={3} {...inputProps(field.name)} />
            <p className="ec-hint">{t('editor.form.onePerLine')}</p>
            {errorText(field.name)}
          </div>
        );
      case 'rows':
        return (
          <RowsField
            key={key(field.name)}
            name={field.name}
            label={labelOf(t, field.name)}
            columns={field.columns}
            defaultValue={defaults[field.name] ?? ''}
            errors={errors}
            error={errorText(field.name)}
            invalid={errors[field.name] !== undefined}
          />
        );
      case 'money':
        return numberInput(field.name, 'decimal');
      case 'number': {
        const groups = idChoices(field.name, lookups);
        if (groups !== undefined) {
          const current = Number(defaults[field.name] ?? '');
          return (
            <div className="ec-field" key={key(field.name)}>
              <label htmlFor={`f-${field.name}`}>{labelOf(t, field.name)}</label>
              <select id={`f-${field.name}`} className="ec-input" {...inputProps(field.name)}>
                {!hasChoice(groups, current) && (
                  <option value={defaults[field.name] ?? ''}>
                    {t('editor.form.unlistedId', { id: current })}
                  </option>
                )}
                {groups.map((group, index) =>
                  group.label === undefined ? (
                    group.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))
                  ) : (
                    <optgroup key={`${group.label}-${String(index)}`} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ),
                )}
              </select>
              {errorText(field.name)}
            </div>
          );
        }
        return numberInput(field.name, field.integer ? 'numeric' : 'decimal');
      }
      case 'text':
        if (pictureFields.includes(field.name)) return pictures(field.name, false);
        return (
          <div className="ec-field" key={key(field.name)}>
            <label htmlFor={`f-${field.name}`}>{labelOf(t, field.name)}</label>
            <input
              id={`f-${field.name}`}
              className="ec-input"
              type={field.date ? 'date' : 'text'}
              {...inputProps(field.name)}
            />
            {errorText(field.name)}
          </div>
        );
    }
  };

  // A conflicting value as the editor reads it: a picker's items by name, rows one a line.
  const conflictValue = (name: string, value: string): ReactNode => {
    const field = fields.find((each) => each.name === name);
    const pick = itemPickOf(name);
    if (pick !== undefined) return <ChoiceNames pick={pick} text={value} />;
    if (field?.kind === 'rows')
      return readableRows(field.columns, value, t('editor.rows.yes'), t('editor.rows.no'));
    return value;
  };

  const bilingual = fields.filter((field) => field.kind === 'bilingual');
  const others = fields.filter((field) => field.kind !== 'bilingual');
  return (
    <form
      ref={form}
      className="ec-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="editor-form"
    >
      <div className="ec-head">
        <h1 className="ec-title">
          {itemName(item, locale) === ''
            ? t('editor.form.title', { id: item.id })
            : t('editor.form.titleNamed', { name: itemName(item, locale), id: item.id })}
        </h1>
        <p className="ec-muted" data-testid="editor-version">
          {t('editor.form.version', { version })}
          {' · '}
          <a href={editorPath(entity, item.id, 'versions')}>{t('editor.list.versions')}</a>
          {' · '}
          <a href={listPath}>{t('editor.form.backToList')}</a>
        </p>
      </div>
      {conflict !== null && (
        <section
          className="ec-conflict"
          role="alert"
          aria-labelledby="ec-conflict-title"
          data-testid="editor-conflict"
        >
          <h2 id="ec-conflict-title">{t('editor.conflict.title')}</h2>
          <p>{t('editor.conflict.text', { version })}</p>
          {conflict.fields.length === 0 ? (
            <p>{t('editor.conflict.noDifference')}</p>
          ) : (
            <ul className="ec-conflict-list">
              {conflict.fields.map((field) => (
                <li key={field.name} data-testid={`conflict-${field.name}`}>
                  <h3>{labelOf(t, field.name)}</h3>
                  <div className="ec-conflict-sides">
                    <div>
                      <p className="ec-conflict-label">{t('editor.conflict.mine')}</p>
                      <pre className="ec-conflict-value" data-testid="conflict-mine">
                        {conflictValue(field.name, field.mine)}
                      </pre>
                      <button
                        type="button"
                        className="ec-button"
                        aria-pressed={conflict.decided[field.name] === 'mine'}
                        onClick={() => {
                          decide(field, 'mine');
                        }}
                      >
                        {t('editor.conflict.keepMine')}
                      </button>
                    </div>
                    <div>
                      <p className="ec-conflict-label">{t('editor.conflict.theirs')}</p>
                      <pre className="ec-conflict-value" data-testid="conflict-theirs">
                        {conflictValue(field.name, field.theirs)}
                      </pre>
                      <button
                        type="button"
                        className="ec-button"
                        aria-pressed={conflict.decided[field.name] === 'theirs'}
                        onClick={() => {
                          decide(field, 'theirs');
                        }}
                      >
                        {t('editor.conflict.takeTheirs')}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {bilingual.map(renderField)}
      <fieldset className="ec-grid">
        <legend>{t('editor.form.details')}</legend>
        {others.map(renderField)}
      </fieldset>
      {isPreviewable(entity) && (
        <PreviewPanel entity={entity} id={item.id} draft={() => checkedForm()?.body ?? null} />
      )}
      <div className="ec-actions">
        <button type="submit" className="ec-button ec-button-primary" disabled={status.kind === 'saving'}>
          {status.kind === 'saving'
            ? t('editor.form.saving')
            : conflict === null
              ? t('editor.form.save')
              : t('editor.conflict.saveAgain')}
        </button>
        <p className="ec-status-line" role="status" data-testid="editor-status">
          {status.kind === 'saved' && (
            <>
              {t('editor.form.saved', { version: status.version })}
              {kind.publicPath !== undefined && (
                <>
                  {' '}
                  <a href={kind.publicPath(item.id)} target="_blank" rel="noopener">
                    {t('editor.form.viewPublic')}
                  </a>
                </>
              )}
            </>
          )}
          {status.kind === 'invalid' && <span className="ec-error">{t('editor.form.invalid')}</span>}
          {status.kind === 'failed' && <span className="ec-error">{status.message}</span>}
        </p>
      </div>
      {publishId !== null && <PublishProgress key={publishId} publishId={publishId} />}
      {canGoOffline(entity) && (
        <AvailabilityPanel entity={entity} id={item.id} online={online} onChanged={availabilityChanged} />
      )}
    </form>
  );
}
