import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { callingCode } from '../../../lib/contract/phone.ts';
import {
  composePhone,
  countryOptions,
  defaultPhoneCountry,
  splitPhone,
  type CountryCode,
} from '../../../lib/forms/phone-input.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { Field, useFieldWiring, type FieldChrome } from './Field.tsx';
import { lookClasses, useFieldLook } from './look.ts';
import { controlAttributes } from './TextField.tsx';
import './phone-field.css';

// A phone number of any country: a native select of countries with their calling codes (named
// by the browser in the page's language) and the number as typed. The form holds one string
// (lib/forms/phone-input.ts); the country starts on China in the Chinese edition and on the
// browser's region in the English edition. A number typed with its own + code moves the picker.

/** Props of PhoneField: the chrome and the few input attributes phone fields use. */
export interface PhoneFieldProps extends FieldChrome {
  /** The form value: `+{code} {number}`, an E.164 number, or '' (see phone-input.ts). */
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur?: (() => void) | undefined;
  id?: string | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Rendered right of the input in the login look. */
  addon?: ReactNode;
}

/** The edition of the page (data-edition on <html>), else the language's. */
function pageEdition(locale: 'zh' | 'en'): 'zh' | 'en' {
  if (typeof document === 'undefined') return locale;
  const edition = document.documentElement.dataset.edition;
  return edition === 'en' || edition === 'zh' ? edition : locale;
}

/** A labelled phone field: country picker plus number, its hint and error announced like TextField's. */
export function PhoneField({
  label,
  error,
  hint,
  id,
  value,
  onChange,
  onBlur,
  name,
  required,
  autoComplete = 'tel-national',
  inputRef,
  addon,
}: PhoneFieldProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const look = useFieldLook();
  const wiring = useFieldWiring({ id, hint, error });
  // The server render and the first client render agree (the language's default); the edition
  // and the browser's region are read once hydrated, while nothing is typed yet.
  const [picked, setPicked] = useState<CountryCode>(() => defaultPhoneCountry(locale));
  const touched = useRef(false);
  const parts = splitPhone(value, picked);
  useEffect(() => {
    if (touched.current || value !== '') return;
    setPicked(defaultPhoneCountry(pageEdition(locale), navigator.languages));
  }, [locale, value]);
  useEffect(() => {
    // A saved number, or one typed with its own code, names its country: the picker follows.
    if (parts.country !== picked) setPicked(parts.country);
  }, [parts.country, picked]);
  // Country names come from the runtime's Intl data, which differs between Node and browsers: the
  // server (and the hydrating render) lists only the picked country by its code, so hydration
  // matches; the named, sorted list replaces it once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  const named = useMemo(() => countryOptions(locale), [locale]);
  const options = mounted
    ? named
    : [{ country: parts.country, label: `${parts.country} +${callingCode(parts.country)}` }];
  const emit = (next: string): void => {
    onChange({ currentTarget: { value: next } });
  };
  return (
    <Field label={label} error={error} hint={hint} wiring={wiring} required={required}>
      <span className="phone-field">
        <select
          // The look's control class, so the picker matches the number beside it.
          className={['phone-field__country', lookClasses[look].control].filter(Boolean).join(' ')}
          aria-label={t('phone.country')}
          name={name === undefined ? undefined : `${name}-country`}
          autoComplete="tel-country-code"
          value={parts.country}
          onChange={(event) => {
            const country = event.currentTarget.value as CountryCode;
            touched.current = true;
            setPicked(country);
            if (parts.national !== '' && !parts.national.trim().startsWith('+'))
              emit(composePhone(country, parts.national));
          }}
        >
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          ref={inputRef}
          {...controlAttributes(look, wiring, {
            name,
            required,
            type: 'tel',
            inputMode: 'tel' as const,
            autoComplete,
            maxLength: 32,
            value: parts.national,
            onChange: (event: { currentTarget: { value: string } }) => {
              touched.current = true;
              emit(composePhone(parts.country, event.currentTarget.value));
            },
            ...(onBlur !== undefined && { onBlur }),
          })}
        />
      </span>
      {addon}
    </Field>
  );
}
