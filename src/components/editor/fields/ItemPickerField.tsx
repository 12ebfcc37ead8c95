import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../../lib/api/browser-client.ts';
import type { EditorChoice } from '../../../lib/contract/editor-choices.ts';
import {
  choiceDetail,
  choiceName,
  idsOfText,
  moved,
  searchKeyword,
  type ItemPick,
} from '../../../lib/editor/item-choices.ts';
import { findChoices } from '../../../lib/endpoints/editor.ts';
import { useLocale, useT } from '../../../islands/i18n/use-t.ts';

// An id field that names another item (an edition's fair, a fair's venue or organiser, a topic's
// fairs and news): the editor types part of a name and picks from what the API finds, shown with
// what tells two of a name apart (a fair's city and dates). An ARIA combobox with a listbox:
// arrows move through the matches, Enter picks, Escape closes. A list field holds its items in
// order, each with move and remove buttons. The form sends the ids, in a hidden input, which the
// contract's schema checks like any field.

/** Props of an item picker. */
export interface ItemPickerFieldProps {
  name: string;
  label: string;
  pick: ItemPick;
  /** The stored id (or ids, one a line). */
  defaultValue: string;
  /** What the field holds for "no item" when it may name none (a news article's fair); else undefined. */
  noneValue: string | undefined;
  /** The field's error, already rendered by the form (its id is `${name}-error`). */
  error: ReactNode;
  invalid: boolean;
}

/** How long typing pauses before the search is sent. */
const searchDelay = 200;
/** The API answers at most this many matches: more means "type more". */
const matchLimit = 20;

type Search =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; results: EditorChoice[] } | { kind: 'failed' };

/** Props of ChoiceNames. */
export interface ChoiceNamesProps {
  pick: ItemPick;
  /** The id (or ids, one a line) as the form holds it. */
  text: string;
}

/**
 * The items a picker's text names, one a line, as an editor reads them (the conflict view shows
 * two editors' choices by name, never by id).
 */
export function ChoiceNames({ pick, text }: ChoiceNamesProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const ids = idsOfText(text);
  const [known, setKnown] = useState<ReadonlyMap<number, EditorChoice> | 'failed' | null>(null);
  const asked = ids.join(',');
  useEffect(() => {
    if (asked === '') return;
    const controller = new AbortController();
    findChoices(getBrowserApiClient(), pick.kind, { ids: asked }, controller.signal)
      .then((found) => {
        setKnown(new Map(found.map((choice) => [choice.id, choice])));
      })
      .catch(() => {
        if (!controller.signal.aborted) setKnown('failed');
      });
    return () => {
      controller.abort();
    };
  }, [asked, pick.kind]);
  if (ids.length === 0) return t('editor.picker.none');
  return ids
    .map((id) => {
      if (known === 'failed') return t('editor.picker.unnamed', { id });
      if (known === null) return t('editor.picker.reading');
      const choice = known.get(id);
      if (choice === undefined) return t('editor.picker.missing', { id });
      const detail = choiceDetail(choice, locale);
      return detail === '' ? choiceName(choice, locale) : `${choiceName(choice, locale)} (${detail})`;
    })
    .join('\n');
}

/** A search box over the API's items, and the chosen item (or list of items) under it. */
export function ItemPickerField({
  name,
  label,
  pick,
  defaultValue,
  noneValue,
  error,
  invalid,
}: ItemPickerFieldProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const base = useId();
  const inputId = `f-${name}`;
  const listId = `${base}-list`;
  const chosenId = `${base}-chosen`;
  const hintId = `${base}-hint`;
  const [ids, setIds] = useState<number[]>(() => {
    const stored = idsOfText(defaultValue);
    return pick.multiple ? stored : stored.slice(0, 1);
  });
  // What the API said of each id: its item, null when it names none, absent while unread.
  const [known, setKnown] = useState<ReadonlyMap<number, EditorChoice | null>>(new Map());
  const [naming, setNaming] = useState<'reading' | 'read' | 'failed'>(() =>
    ids.length === 0 ? 'read' : 'reading',
  );
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);

  // The stored ids' names, once, when the form opens.
  useEffect(() => {
    const stored = ids;
    if (stored.length === 0) return;
    const controller = new AbortController();
    findChoices(getBrowserApiClient(), pick.kind, { ids: stored.join(',') }, controller.signal)
      .then((found) => {
        const byId = new Map<number, EditorChoice | null>(stored.map((id) => [id, null]));
        for (const choice of found) byId.set(choice.id, choice);
        setKnown((current) => new Map([...byId, ...current]));
        setNaming('read');
      })
      .catch(() => {
        if (!controller.signal.aborted) setNaming('failed');
      });
    return () => {
      controller.abort();
    };
    // Only the ids the form opened with, once: picked items arrive with their names.
  }, []);

  // The search for what is typed, after a pause; an older answer never replaces a newer one.
  const keyword = searchKeyword(text);
  useEffect(() => {
    if (keyword === '') {
      setSearch({ kind: 'idle' });
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    setSearch({ kind: 'searching' });
    const timer = setTimeout(() => {
      findChoices(
        getBrowserApiClient(),
        pick.kind,
        { keyword, ...(pick.companyKind !== undefined && { companyKind: pick.companyKind }) },
        controller.signal,
      )
        .then((results) => {
          setSearch({ kind: 'done', results });
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          if (!controller.signal.aborted) setSearch({ kind: 'failed' });
        });
    }, searchDelay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, pick.kind, pick.companyKind]);

  // The active match kept in sight as the arrows move past the listbox's edge.
  useEffect(() => {
    const list = listbox.current;
    const option = list?.children[active];
    if (list === null || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }, [active]);

  const results = search.kind === 'done' ? search.results : [];
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${base}-option-${String(index)}`;

  const describe = (choice: EditorChoice): string => {
    const detail = choiceDetail(choice, locale);
    return detail === '' ? choiceName(choice, locale) : `${choiceName(choice, locale)} (${detail})`;
  };

  const choose = (choice: EditorChoice) => {
    setKnown((current) => new Map(current).set(choice.id, choice));
    setIds((current) =>
      pick.multiple ? (current.includes(choice.id) ? current : [...current, choice.id]) : [choice.id],
    );
    setText('');
    setOpen(false);
    setActive(-1);
    setAnnouncement(t('editor.picker.chosen', { name: describe(choice) }));
    input.current?.focus();
  };

  const nameOf = (id: number): string => {
    const choice = known.get(id);
    if (choice === undefined)
      return naming === 'failed' ? t('editor.picker.unnamed', { id }) : t('editor.picker.reading');
    return choice === null ? t('editor.picker.missing', { id }) : choiceName(choice, locale);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          if (results.length > 0) setOpen(true);
          return;
        }
        setActive((current) => Math.min(current + 1, results.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (expanded) setActive((current) => Math.max(current - 1, 0));
        return;
      case 'Enter': {
        // Enter picks the active match; it never submits the form from the search box.
        event.preventDefault();
        const choice = expanded ? results[active] : undefined;
        if (choice !== undefined) choose(choice);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      default:
        return;
    }
  };

  const statusText = (): string => {
    switch (search.kind) {
      case 'idle':
        return announcement;
      case 'searching':
        return t('editor.picker.searching');
      case 'failed':
        return t('editor.picker.failed');
      case 'done':
        if (search.results.length === 0) return t('editor.picker.noMatch', { text: keyword });
        return search.results.length >= matchLimit
          ? t('editor.picker.many', { count: search.results.length })
          : t('editor.picker.found', { count: search.results.length });
    }
  };

  const value = pick.multiple ? ids.join('\n') : String(ids[0] ?? noneValue ?? '');
  const chosen = ids[0];
  const describedBy = [
    pick.multiple ? undefined : chosenId,
    hintId,
    invalid ? `${name}-error` : undefined,
  ].filter((part) => part !== undefined);

  const detailOf = (id: number): ReactNode => {
    const choice = known.get(id);
    if (choice === undefined || choice === null) return null;
    const detail = choiceDetail(choice, locale);
    return (
      <>
        {detail !== '' && <span className="ec-pick-detail">{detail}</span>}
        {choice.offline && <span className="ec-pick-offline">{t('editor.picker.offline')}</span>}
      </>
    );
  };

  return (
    <div className="ec-field ec-field-wide ec-pick" data-testid={`picker-${name}`}>
      <label htmlFor={inputId}>{label}</label>
      {pick.multiple ? (
        ids.length === 0 ? (
          <p className="ec-hint">{t('editor.picker.noneYet')}</p>
        ) : (
          <ol className="ec-pick-list" aria-label={t('editor.picker.chosenList', { label })}>
            {ids.map((id, index) => (
              <li key={id} className="ec-pick-item">
                <span className="ec-pick-text">
                  <span className="ec-pick-name">{nameOf(id)}</span>
                  {detailOf(id)}
                </span>
                <span className="ec-pick-buttons">
                  <button
                    type="button"
                    className="ec-button ec-button-small"
                    disabled={index === 0}
                    aria-label={t('editor.picker.moveUp', { name: nameOf(id) })}
                    onClick={() => {
                      setIds((current) => moved(current, index, -1));
                    }}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="ec-button ec-button-small"
                    disabled={index === ids.length - 1}
                    aria-label={t('editor.picker.moveDown', { name: nameOf(id) })}
                    onClick={() => {
                      setIds((current) => moved(current, index, 1));
                    }}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="ec-button ec-button-small"
                    aria-label={t('editor.picker.remove', { name: nameOf(id) })}
                    onClick={() => {
                      setIds((current) => current.filter((other) => other !== id));
                      setAnnouncement(t('editor.picker.removed', { name: nameOf(id) }));
                      input.current?.focus();
                    }}
                  >
                    {t('editor.picker.removeShort')}
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )
      ) : (
        <p className="ec-pick-current" id={chosenId}>
          <span className="ec-pick-label">{t('editor.picker.current')}</span>{' '}
          {chosen === undefined ? (
            <span className="ec-pick-name">{t('editor.picker.none')}</span>
          ) : (
            <>
              <span className="ec-pick-name" data-testid={`picker-${name}-name`}>
                {nameOf(chosen)}
              </span>
              {detailOf(chosen)}
            </>
          )}
          {noneValue !== undefined && chosen !== undefined && (
            <button
              type="button"
              className="ec-button ec-button-small"
              aria-label={t('editor.picker.clear', { label })}
              onClick={() => {
                setIds([]);
                setAnnouncement(t('editor.picker.cleared'));
              }}
            >
              {t('editor.picker.clearShort')}
            </button>
          )}
        </p>
      )}
      <div className="ec-pick-box">
        <input
          ref={input}
          id={inputId}
          className="ec-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(pick.multiple ? 'editor.picker.placeholderAdd' : 'editor.picker.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy.join(' ')}
          aria-invalid={invalid || undefined}
          data-input={name}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
          }}
        />
        <ul
          ref={listbox}
          className="ec-pick-options"
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
        >
          {results.map((choice, index) => (
            // The keys act on the search box, which points at the active option
            // (aria-activedescendant): an option itself never takes the focus.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- see above
            <li
              key={choice.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="ec-pick-option"
              // Picked before the search box loses focus.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                choose(choice);
              }}
            >
              <span className="ec-pick-name">{choiceName(choice, locale)}</span>
              {choiceDetail(choice, locale) !== '' && (
                <span className="ec-pick-detail">{choiceDetail(choice, locale)}</span>
              )}
              {choice.offline && <span className="ec-pick-offline">{t('editor.picker.offline')}</span>}
              {ids.includes(choice.id) && (
                <span className="ec-pick-offline">{t('editor.picker.alreadyChosen')}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="ec-hint" id={hintId}>
        {t(pick.multiple ? 'editor.picker.hintList' : 'editor.picker.hint')}
      </p>
      <p className="ec-hint ec-pick-status" role="status" aria-live="polite">
        {statusText()}
      </p>
      <input type="hidden" name={name} value={value} />
      {error}
    </div>
  );
}
