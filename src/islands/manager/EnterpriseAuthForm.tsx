import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import {
  getEnterpriseAuth,
  submitEnterpriseAuth,
  type EnterpriseAuth,
} from '../../lib/endpoints/members/manager.ts';
import { uploadFile } from '../../lib/endpoints/uploads.ts';
import { enterpriseAuthBodySchema } from '../../lib/contract/manager.ts';
import { collectErrors, type FieldError } from '../../lib/forms/field-errors.ts';
import { checkFormat, checkText } from '../../lib/forms/rules.ts';
import { endedSession } from '../../lib/forms/submit-failure.ts';
import { checkImageSize } from '../../lib/validate/image-size.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { usePanelForm } from '../ui/form/use-panel-form.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of EnterpriseAuthForm. */
export const ENTERPRISE_AUTH_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.auth.',
];

const imageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
const maxImages = 5;

interface AuthValues {
  companyName: string;
  licenceNo: string;
}
interface Uploaded {
  id: number;
  name: string;
}

/** auth: enterprise authentication with 1-5 licence images (size-checked, uploaded first). */
export function EnterpriseAuthForm({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <AuthLoader />
    </I18nProvider>
  );
}

function AuthLoader(): ReactNode {
  const api = getBrowserApiClient();
  const { state, reload } = useLoad(() => getEnterpriseAuth(api));
  return (
    <LoadState state={state} reload={reload}>
      {(current) => <AuthFormView current={current} />}
    </LoadState>
  );
}

/** The natural size of an image file, read by the browser. */
async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

function AuthFormView({ current: initial }: { current: EnterpriseAuth | null }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const fileId = useId();
  const [current, setCurrent] = useState(initial);
  const panel = usePanelForm<AuthValues, 'images'>({
    companyName: initial?.companyName ?? '',
    licenceNo: initial?.licenceNo ?? '',
  });
  const { values, bind } = panel;
  const [images, setImages] = useState<Uploaded[]>([]);
  const [uploading, setUploading] = useState(false);

  const status =
    current === null ? null : (
      <p className="mgr-muted">
        {t('manager.auth.current', { status: t(`manager.auth.status.${current.status}`) })}
      </p>
    );
  if (current?.status === 'approved')
    return (
      <>
        {status}
        <p>{t('manager.auth.final')}</p>
      </>
    );

  const addFiles = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    let problem: FieldError | undefined;
    setUploading(true);
    try {
      for (const file of files) {
        if (images.length >= maxImages) break;
        if (!imageTypes.includes(file.type)) {
          problem = { key: 'form.errors.imageType' };
          continue;
        }
        const size = await imageSize(file).catch(() => ({ width: 0, height: 0 }));
        if (!checkImageSize(size).ok) {
          problem = { key: 'form.errors.imageSize' };
          continue;
        }
        const { id } = await uploadFile(api, file, file.name);
        setImages((list) => (list.length >= maxImages ? list : [...list, { id, name: file.name }]));
      }
    } catch (error) {
      // An ended session goes to login: the upload's field keeps what it said.
      if (endedSession(error)) return;
      panel.fail(error);
    } finally {
      setUploading(false);
    }
    panel.setErrors((state) => {
      const next = { ...state };
      if (problem === undefined) delete next.images;
      else next.images = problem;
      return next;
    });
  };

  const submit = async (): Promise<void> => {
    const shape = enterpriseAuthBodySchema.shape;
    const valid = panel.accept(
      collectErrors({
        companyName: checkText(values.companyName, shape.companyName),
        licenceNo: checkFormat(values.licenceNo, shape.licenceNo, 'form.errors.licenceNo'),
        images:
          images.length >= 1 && images.length <= maxImages
            ? undefined
            : ({ key: 'form.errors.images' } satisfies FieldError),
      }),
    );
    if (!valid) return;
    await panel.send(async () => {
      const saved = await submitEnterpriseAuth(api, {
        companyName: values.companyName.trim(),
        licenceNo: values.licenceNo.trim(),
        licenceImages: images.map((image) => image.id),
      });
      setCurrent(saved);
      panel.setNotice({ kind: 'success', text: t('manager.auth.submitted') });
    });
  };

  const imagesError = panel.errors.images;
  return (
    <>
      {status ?? <p className="mgr-muted">{t('manager.auth.none')}</p>}
      <PanelFormFrame
        panel={panel}
        name={{ label: t('manager.auth.submit') }}
        onSubmit={submit}
        submitLabel={t('manager.auth.submit')}
        busyLabel={t('form.submitting')}
        disabled={uploading}
      >
        <TextField
          label={t('manager.auth.companyName')}
          required
          maxLength={120}
          autoComplete="organization"
          {...bind('companyName')}
        />
        <TextField
          label={t('manager.auth.licenceNo')}
          required
          hint={t('manager.auth.licenceNoHint')}
          {...bind('licenceNo')}
        />
        <div className={`ui-field${imagesError === undefined ? '' : ' ui-field--invalid'}`}>
          <label className="ui-field__label" htmlFor={fileId}>
            {t('manager.auth.images')}
            <span className="mgr-required"> {t('form.required')}</span>
          </label>
          <input
            id={fileId}
            type="file"
            accept={imageTypes.join(',')}
            multiple
            disabled={uploading || images.length >= maxImages}
            aria-invalid={imagesError !== undefined || undefined}
            aria-describedby={`${fileId}-hint${imagesError === undefined ? '' : ` ${fileId}-error`}`}
            onChange={(event) => {
              void addFiles(event);
            }}
          />
          <p id={`${fileId}-hint`} className="mgr-hint">
            {uploading ? t('manager.auth.uploading') : t('manager.auth.imagesHint')}
          </p>
          {imagesError !== undefined && (
            <p id={`${fileId}-error`} className="ui-field__error">
              {t(imagesError.key, imagesError.values)}
            </p>
          )}
          {images.length > 0 && (
            <ul>
              {images.map((image, index) => (
                <li key={image.id}>
                  {image.name}{' '}
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => {
                      setImages((list) => list.filter((item) => item.id !== image.id));
                    }}
                  >
                    {t('manager.auth.removeImage', { n: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </PanelFormFrame>
    </>
  );
}
