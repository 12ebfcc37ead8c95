import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Locale } from '../../lib/contract/locale.ts';
import { submitMyNews, type MyNews } from '../../lib/endpoints/members/manager.ts';
import { myNewsBodySchema } from '../../lib/contract/manager.ts';
import { collectErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkChoice, checkText } from '../../lib/forms/rules.ts';
import { endedSession, failureText } from '../../lib/forms/submit-failure.ts';
import { TextArea } from '../ui/form/TextArea.tsx';
import { useT } from '../i18n/use-t.ts';
import { FormStatus, type FormNotice } from '../ui/form/FormStatus.tsx';
import { SubmitButton } from '../ui/form/SubmitButton.tsx';
import { SelectField } from '../ui/form/SelectField.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { focusFirstInvalid } from '../ui/form/focus.ts';
import '../ui/ui.css';
import './manager.css';

/** A named choice (news type, industry) offered by the form. */
export interface Choice {
  id: number;
  name: string;
}

interface NewsValues {
  language: string;
  title: string;
  summary: string;
  body: string;
  typeId: string;
  industryId: string;
}

/** news-my's submission form; `onSubmitted` adds the new article to the list above it. */
export function NewsSubmitForm({
  locale,
  newsTypes,
  industries,
  onSubmitted,
}: {
  locale: Locale;
  newsTypes: readonly Choice[];
  industries: readonly Choice[];
  onSubmitted: (article: MyNews) => void;
}): ReactNode {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const empty: NewsValues = {
    language: locale,
    title: '',
    summary: '',
    body: '',
    typeId: String(newsTypes[0]?.id ?? ''),
    industryId: String(industries[0]?.id ?? ''),
  };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof NewsValues>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);

  const set = (name: keyof NewsValues, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const bind = (name: keyof NewsValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      set(name, event.currentTarget.value);
    },
  });

  const submit = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    const ids = (list: readonly Choice[]) => list.map((item) => String(item.id));
    const shape = myNewsBodySchema.shape;
    const found = collectErrors({
      language: checkChoice(values.language, shape.language.options),
      title: checkText(values.title, shape.title),
      summary: checkText(values.summary, shape.summary),
      body: checkText(values.body, shape.body),
      typeId: checkChoice(values.typeId, ids(newsTypes)),
      industryId: checkChoice(values.industryId, ids(industries)),
    });
    setErrors(found);
    const count = Object.keys(found).length;
    if (count > 0) {
      setNotice({ kind: 'error', text: t('form.fixErrors', { count }) });
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const article = await submitMyNews(getBrowserApiClient(), {
        language: values.language === 'en' ? 'en' : 'zh',
        title: values.title.trim(),
        summary: values.summary.trim(),
        body: values.body.trim(),
        typeId: Number(values.typeId),
        industryId: Number(values.industryId),
      });
      onSubmitted(article);
      setValues(empty);
      setNotice({ kind: 'success', text: t('manager.news.submitted') });
    } catch (error) {
      if (endedSession(error)) return;
      setNotice({
        kind: 'error',
        text: t('form.failed', { message: failureText(error, t('api.requestFailed')) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="mgr-form"
      noValidate
      aria-labelledby="news-submit-title"
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <h2 id="news-submit-title">{t('manager.news.formTitle')}</h2>
      <SelectField
        label={t('manager.news.language')}
        required
        options={(['zh', 'en'] as const).map((value) => ({
          value,
          label: t(`manager.news.language.${value}`),
        }))}
        {...bind('language')}
      />
      <TextField label={t('manager.news.title')} required maxLength={120} {...bind('title')} />
      <SelectField
        label={t('manager.news.type')}
        required
        options={newsTypes.map((item) => ({ value: String(item.id), label: item.name }))}
        {...bind('typeId')}
      />
      <SelectField
        label={t('manager.news.industry')}
        required
        options={industries.map((item) => ({ value: String(item.id), label: item.name }))}
        {...bind('industryId')}
      />
      <TextArea
        label={t('manager.news.summary')}
        rows={2}
        maxLength={300}
        name="summary"
        value={values.summary}
        error={errors.summary}
        onChange={(event) => {
          set('summary', event.currentTarget.value);
        }}
      />
      <TextArea
        label={t('manager.news.body')}
        rows={8}
        name="body"
        value={values.body}
        error={errors.body}
        onChange={(event) => {
          set('body', event.currentTarget.value);
        }}
      />
      <FormStatus notice={notice} />
      <p className="mgr-actions">
        <SubmitButton busy={busy}>{busy ? t('form.submitting') : t('manager.news.submit')}</SubmitButton>
      </p>
    </form>
  );
}
