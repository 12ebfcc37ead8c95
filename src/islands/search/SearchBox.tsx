import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { normalizeSearchQuery, searchWords, type SearchSuggestions } from '../../lib/contract/search.ts';
import { suggestSearch } from '../../lib/endpoints/search.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { fixedPaths, searchResultHref } from '../../lib/paths/index.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import './search-box.css';

/** Message prefixes SearchBox needs; pass islandMessages(locale, SEARCH_BOX_MESSAGE_PREFIXES). */
export const SEARCH_BOX_MESSAGE_PREFIXES: readonly string[] = [
  'search.label',
  'search.placeholder',
  'search.submit',
  'search.type.',
  'search.suggestions',
  'search.noSuggestions',
  'search.suggestionCount',
];

/** Milliseconds of quiet typing before suggestions are asked for. */
const suggestDelayMs = 200;

/** Props of SearchBox. */
export interface SearchBoxProps {
  i18n: IslandMessages;
  /** The query the page was rendered for (the search page's own), if any. */
  initialQuery?: string | undefined;
  /** Where a chosen suggestion goes (tests); a full page load by default. */
  navigate?: ((href: string) => void) | undefined;
}

function goTo(href: string): void {
  location.assign(href);
}

/**
 * The header's search box: a plain GET form to /search that works without JavaScript and, once
 * hydrated (client:interaction), a WAI-ARIA combobox with a listbox of suggestions grouped by kind.
 * Typing asks GET /api/search/suggest after 200 ms of quiet, aborting the request before;
 * ArrowDown/ArrowUp move through the suggestions, Enter opens the chosen one or, with none
 * chosen, submits the form; Escape closes the list, then clears the box.
 */
export function SearchBox({ i18n, initialQuery = '', navigate = goTo }: SearchBoxProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <SearchBoxView initialQuery={initialQuery} navigate={navigate} />
    </I18nProvider>
  );
}

interface Option {
  id: string;
  href: string;
  title: string;
  detail: string;
}

function SearchBoxView({
  initialQuery,
  navigate,
}: {
  initialQuery: string;
  navigate: (href: string) => void;
}): ReactNode {
  const t = useT();
  const baseId = useId();
  const inputId = `${baseId}-q`;
  const listId = `${baseId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialQuery);
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const groups = useMemo(
    () =>
      (suggestions?.groups ?? []).map((group) => ({
        type: group.type,
        options: group.records.map((record): Option => ({
          id: `${baseId}-${record.type}-${String(record.id)}`,
          href: searchResultHref(record),
          title: record.title,
          detail: record.detail,
        })),
      })),
    [suggestions, baseId],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const expanded = open && suggestions !== null;

  const ask = (text: string): void => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const q = normalizeSearchQuery(text);
    if (searchWords(q).length === 0) {
      setSuggestions(null);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      suggestSearch(getBrowserApiClient(), q, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setSuggestions(answer);
          setActive(-1);
          setOpen(true);
        },
        () => {
          // Aborted by newer typing, or the API failed: the box still submits to /search.
        },
      );
    }, suggestDelayMs);
  };

  useEffect(() => {
    // Text typed before hydration is in the DOM, not in state: take it over and suggest for it.
    const typed = inputRef.current?.value ?? '';
    if (typed !== initialQuery) {
      setValue(typed);
      if (document.activeElement === inputRef.current) ask(typed);
    }
    return () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!expanded) return step === 1 ? 0 : options.length - 1;
        const next = current + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      const chosen = expanded ? options[active] : undefined;
      if (chosen !== undefined) {
        event.preventDefault();
        navigate(chosen.href);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value !== '') {
        event.preventDefault();
        setValue('');
        ask('');
      }
    }
  };

  const activeOption = expanded ? options[active] : undefined;
  return (
    <form
      className="search-box"
      action={fixedPaths.search}
      method="get"
      role="search"
      aria-label={t('search.label')}
    >
      <label htmlFor={inputId} className="search-box__label">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="input search-box__input"
        type="text"
        name="q"
        value={value}
        maxLength={100}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        onChange={(event) => {
          setValue(event.target.value);
          ask(event.target.value);
        }}
        onFocus={() => {
          if (suggestions !== null) setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button className="button search-box__submit" type="submit">
        {t('search.submit')}
      </button>
      <div
        id={listId}
        className="search-box__list"
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        // Keeps the focus in the input, so a click on an option is not lost to its blur.
        onMouseDown={(event) => {
          event.preventDefault();
        }}
      >
        {expanded && options.length === 0 && <p className="search-box__empty">{t('search.noSuggestions')}</p>}
        {groups.map((group) => (
          <div key={group.type} role="group" aria-labelledby={`${listId}-${group.type}`}>
            <div id={`${listId}-${group.type}`} className="search-box__group" role="presentation">
              {t(`search.type.${group.type}`)}
            </div>
            {group.options.map((option) => (
              <a
                key={option.id}
                id={option.id}
                href={option.href}
                role="option"
                aria-selected={option.id === activeOption?.id}
                className="search-box__option"
                tabIndex={-1}
              >
                <span className="search-box__title">{option.title}</span>
                {option.detail !== '' && <span className="search-box__detail">{option.detail}</span>}
              </a>
            ))}
          </div>
        ))}
      </div>
      <div className="search-box__status" role="status">
        {expanded && options.length > 0 ? t('search.suggestionCount', { count: options.length }) : ''}
      </div>
    </form>
  );
}
