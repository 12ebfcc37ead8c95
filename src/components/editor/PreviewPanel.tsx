import { useId, useState, type ReactNode } from 'react';
import type { PreviewableEntity } from '../../lib/editor/preview.ts';
import { useT } from '../../islands/i18n/use-t.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

// The edit form's preview: the unsaved form posted into a frame as wide as a phone or a desktop,
// where the public page's own view renders it in the chosen edition (src/pages/editor/preview).
// Nothing is saved: the draft lives in the post and the frame.

/** Props of the preview panel. */
export interface PreviewPanelProps {
  entity: PreviewableEntity;
  id: number;
  /** The form's body when it passes the form's checks, else null (the form then marks its errors). */
  draft: () => Record<string, unknown> | null;
}

const widths = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof widths;
type Edition = 'zh' | 'en';

/** Buttons choosing edition and width, and the frame the preview renders in. */
export function PreviewPanel({ entity, id, draft }: PreviewPanelProps): ReactNode {
  const t = useT();
  const frameName = `ec-preview-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [shown, setShown] = useState<{ edition: Edition; width: Width } | null>(null);

  const open = (edition: Edition, width: Width) => {
    const body = draft();
    if (body === null) return;
    setShown({ edition, width });
    // The panel sits inside the edit form, and a form cannot hold another: the post is made by a
    // form of its own, outside it, for the moment it is sent.
    const form = document.createElement('form');
    form.method = 'post';
    form.target = frameName;
    form.action = `/editor/preview/${entity}/${String(id)}?edition=${edition}`;
    form.hidden = true;
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = 'draft';
    field.value = JSON.stringify(body);
    form.append(field);
    document.body.append(form);
    form.submit();
    form.remove();
  };

  return (
    <section className="ec-preview" aria-labelledby={`${frameName}-title`} data-testid="editor-preview">
      <h2 id={`${frameName}-title`}>{t('editor.preview.title')}</h2>
      <p className="ec-hint">{t('editor.preview.hint')}</p>
      <div className="ec-preview-buttons">
        {(['zh', 'en'] as const).map((edition) =>
          (['desktop', 'phone'] as const).map((width) => (
            <button
              key={`${edition}-${width}`}
              type="button"
              className="ec-button"
              aria-pressed={shown?.edition === edition && shown.width === width}
              onClick={() => {
                open(edition, width);
              }}
            >
              {t(`editor.preview.${edition}.${width}` as MessageKey)}
            </button>
          )),
        )}
      </div>
      <div className="ec-preview-stage" hidden={shown === null}>
        <iframe
          name={frameName}
          title={t('editor.preview.frame')}
          className="ec-preview-frame"
          width={shown === null ? widths.desktop : widths[shown.width]}
          height={800}
          data-testid="editor-preview-frame"
        />
      </div>
    </section>
  );
}
