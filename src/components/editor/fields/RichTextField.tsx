import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../../lib/api/browser-client.ts';
import { cleanPastedHtml } from '../../../lib/content/browser-rich-text.ts';
import { uploadEditorPicture } from '../../../lib/endpoints/editor.ts';
import { useT } from '../../../islands/i18n/use-t.ts';

// The console's rich-text field: TipTap (ProseMirror) with headings, lists, links, tables and
// pictures. Whatever is pasted (Word, WPS, a WeChat article, any page) goes through the cleaner
// the API applies on save before the editor sees it, so the draft never holds what the page
// would drop. The HTML is kept in a hidden input under the form's name, read when the form is
// sent; the form remounts the field (a new key) to show another value.

/** Props of a rich-text field. */
export interface RichTextFieldProps {
  /** The input name the form reads ("intro.zh"). */
  name: string;
  /** The visible label, already translated. */
  label: string;
  /** The language of the text (zh or en), for spelling and screen readers. */
  lang: 'zh' | 'en';
  defaultValue: string;
}

/** The formatting state the toolbar shows pressed. */
function toolbarState(editor: Editor) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bullets: editor.isActive('bulletList'),
    numbers: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    table: editor.isActive('table'),
  };
}

/** Only site paths and web addresses become links; the cleaner would drop anything else. */
function linkTarget(text: string): string | null {
  const value = text.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A labelled rich-text editor holding a field's HTML. */
export function RichTextField({ name, label, lang, defaultValue }: RichTextFieldProps): ReactNode {
  const t = useT();
  const labelId = useId();
  const [html, setHtml] = useState(defaultValue);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    // Rendered on the server as its HTML (below), made editable once hydrated.
    immediatelyRender: false,
    // The page's style policy allows no injected <style>; the console's stylesheet has the rules.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http'] },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image.configure({ inline: false }),
    ],
    // Stored HTML from before the API cleaned on save may still hold handlers or scripts: the
    // editor gets it cleaned by the save's rules, so nothing of it reaches a live document.
    content: cleanPastedHtml(defaultValue),
    editorProps: {
      attributes: {
        class: 'ec-rich-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang: lang === 'zh' ? 'zh-CN' : 'en',
        spellcheck: lang === 'en' ? 'true' : 'false',
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => {
      setHtml(current.isEmpty ? '' : current.getHTML());
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => (current === null ? null : toolbarState(current)),
  });

  const applyLink = () => {
    if (editor === null) return;
    const href = linkTarget(linkText);
    if (href === null) {
      setMessage(t('editor.rich.linkInvalid'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setMessage(null);
    setLinkOpen(false);
  };

  const upload = async (file: File) => {
    if (editor === null) return;
    setUploading(true);
    setMessage(null);
    try {
      const picture = await uploadEditorPicture(getBrowserApiClient(), file, file.name);
      editor
        .chain()
        .focus()
        .setImage({ src: picture.url, alt: file.name.replace(/\.[a-z0-9]+$/i, '') })
        .run();
    } catch (error) {
      setMessage(isApiError(error) ? error.message : t('editor.rich.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const button = (key: keyof NonNullable<typeof state>, text: string, run: (e: Editor) => void) => (
    <button
      type="button"
      className="ec-rich-button"
      aria-pressed={state?.[key] ?? false}
      disabled={editor === null}
      onClick={() => {
        if (editor !== null) run(editor);
      }}
    >
      {text}
    </button>
  );

  return (
    <div className="ec-field ec-field-html" data-testid={`rich-${name}`}>
      <span className="ec-label" id={labelId}>
        {label}
      </span>
      <div className="ec-rich">
        <div className="ec-rich-toolbar" role="toolbar" aria-label={t('editor.rich.toolbar')}>
          {button('h2', t('editor.rich.heading2'), (e) =>
            e.chain().focus().toggleHeading({ level: 2 }).run(),
          )}
          {button('h3', t('editor.rich.heading3'), (e) =>
            e.chain().focus().toggleHeading({ level: 3 }).run(),
          )}
          {button('bold', t('editor.rich.bold'), (e) => e.chain().focus().toggleBold().run())}
          {button('italic', t('editor.rich.italic'), (e) => e.chain().focus().toggleItalic().run())}
          {button('bullets', t('editor.rich.bullets'), (e) => e.chain().focus().toggleBulletList().run())}
          {button('numbers', t('editor.rich.numbers'), (e) => e.chain().focus().toggleOrderedList().run())}
          {button('link', t('editor.rich.link'), (e) => {
            setLinkText(
              typeof e.getAttributes('link').href === 'string' ? String(e.getAttributes('link').href) : '',
            );
            setLinkOpen((open) => !open);
          })}
          {button('table', t('editor.rich.table'), (e) =>
            e.isActive('table')
              ? e.chain().focus().deleteTable().run()
              : e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
          )}
          <button
            type="button"
            className="ec-rich-button"
            disabled={editor === null || uploading}
            onClick={() => picker.current?.click()}
          >
            {uploading ? t('editor.rich.uploading') : t('editor.rich.picture')}
          </button>
          <input
            ref={picker}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            hidden
            aria-label={t('editor.rich.picture')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file !== undefined) void upload(file);
            }}
          />
        </div>
        {linkOpen && (
          <div className="ec-rich-link">
            <input
              className="ec-input"
              type="url"
              aria-label={t('editor.rich.linkAddress')}
              placeholder="https://"
              value={linkText}
              onChange={(event) => {
                setLinkText(event.currentTarget.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
            <button type="button" className="ec-button" onClick={applyLink}>
              {t('editor.rich.linkApply')}
            </button>
            <button
              type="button"
              className="ec-button"
              onClick={() => {
                editor?.chain().focus().unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {t('editor.rich.linkRemove')}
            </button>
          </div>
        )}
        {editor === null ? (
          // Until the editor has loaded: an empty box of the editor's size, never the raw HTML.
          <div className="ec-rich-content ec-rich-pending" aria-busy="true" />
        ) : (
          <EditorContent editor={editor} />
        )}
      </div>
      {message !== null && (
        <p className="ec-error" role="alert">
          {message}
        </p>
      )}
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
