import { useId, type ReactNode } from 'react';

// The console's rich-text field: editor HTML in a plain text area, named for the form's
// FormData. It keeps the props of the rich-text editor that replaces it (name, label, lang,
// defaultValue), so the edit form does not change when it does. Uncontrolled: the form reads
// its value when it is sent, and remounts it (a new key) to show another value.

/** Props of a rich-text field. */
export interface HtmlFieldProps {
  /** The input name the form reads ("intro.zh"). */
  name: string;
  /** The visible label, already translated. */
  label: string;
  /** The language of the text (zh or en), for spelling and screen readers. */
  lang: 'zh' | 'en';
  defaultValue: string;
}

/** A labelled text area holding a field's HTML. */
export function HtmlField({ name, label, lang, defaultValue }: HtmlFieldProps): ReactNode {
  const id = useId();
  return (
    <div className="ec-field ec-field-html">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        lang={lang === 'zh' ? 'zh-CN' : 'en'}
        defaultValue={defaultValue}
        rows={10}
        spellCheck={lang === 'en'}
        className="ec-input ec-html"
      />
    </div>
  );
}
