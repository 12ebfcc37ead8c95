import { useId, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../../lib/api/browser-client.ts';
import { uploadEditorPicture } from '../../../lib/endpoints/editor.ts';
import { useT } from '../../../islands/i18n/use-t.ts';

// A picture field of the console (a fair's pictures, an article's cover): the stored paths, each
// shown as a thumbnail, with an upload that checks the spec's minimum size on the API, stores the
// picture as WebP and adds its path. The paths stay editable as text (one per line when the
// field holds several), which is what the form sends.

/** Props of a picture field. */
export interface PicturesFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  /** Several pictures (one path per line) or one. */
  multiple: boolean;
  /** The field's error, already rendered by the form. */
  error: ReactNode;
  invalid: boolean;
}

/** Only site paths and web addresses are shown as thumbnails; other text is left to the checks. */
function previewable(path: string): boolean {
  return /^\/(?!\/)\S+$/.test(path) || /^https:\/\/\S+$/.test(path);
}

/** The paths of a field's text. */
function pathsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Thumbnails, the paths as text and an upload button. */
export function PicturesField({
  name,
  label,
  defaultValue,
  multiple,
  error,
  invalid,
}: PicturesFieldProps): ReactNode {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const paths = pathsOf(text);

  const upload = async (file: File) => {
    setUploading(true);
    setMessage(null);
    try {
      const picture = await uploadEditorPicture(getBrowserApiClient(), file, file.name);
      setText((current) => (multiple ? [...pathsOf(current), picture.url].join('\n') : picture.url));
    } catch (failure) {
      setMessage(isApiError(failure) ? failure.message : t('editor.rich.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="ec-field ec-field-wide" data-testid={`pictures-${name}`}>
      <label htmlFor={id}>{label}</label>
      {paths.length > 0 && (
        <ul className="ec-thumbs">
          {paths.filter(previewable).map((path) => (
            <li key={path}>
              <img src={path} alt="" loading="lazy" decoding="async" width={120} height={90} />
            </li>
          ))}
        </ul>
      )}
      {multiple ? (
        <textarea
          id={id}
          name={name}
          className="ec-input"
          rows={Math.max(2, paths.length)}
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
      ) : (
        <input
          id={id}
          name={name}
          className="ec-input"
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
      )}
      <div className="ec-thumbs-actions">
        <button
          type="button"
          className="ec-button"
          disabled={uploading}
          onClick={() => picker.current?.click()}
        >
          {uploading ? t('editor.rich.uploading') : t('editor.form.uploadPicture')}
        </button>
        <span className="ec-hint">
          {t(multiple ? 'editor.form.picturesHint' : 'editor.form.pictureHint')}
        </span>
        <input
          ref={picker}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-label={t('editor.form.uploadPicture')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file !== undefined) void upload(file);
          }}
        />
      </div>
      {message !== null && (
        <p className="ec-error" role="alert">
          {message}
        </p>
      )}
      {error}
    </div>
  );
}
