import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Locale } from '../../lib/contract/locale.ts';
import { submitMyNews, type MyNews } from '../../lib/endpoints/members/manager.ts';
import { myNewsBodySchema } from '../../lib/contract/manager.ts';
import { collectErrors } from '../../lib/forms/field-errors.ts';
import { checkChoice, checkText } from '../../lib/forms/rules.ts';
import { TextArea } from '../ui/form/TextArea.tsx';
import { useT } from '../i18n/use-t.ts';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { SelectField } from '../ui/form/SelectField.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { usePanelForm } from '../ui/form/use-panel-form.ts';
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
  const empty: NewsValues = {
    language: locale,
    title: '',
    summary: '',
    body: '',
    typeId: String(newsTypes[0]?.id ?? ''),
    industryId: String(industries[0]?.id ?? ''),
  };
  const panel = usePanelForm(empty);
  const { values, bind } = panel;

  const submit = async (): Promise<void> => {
    const ids = (list: readonly Choice[]) => list.map((item) => String(item.id));
    const shape = myNewsBodySchema.shape;
    const valid = panel.accept(
      collectErrors({
        language: checkChoice(values.language, shape.language.options),
        title: checkText(values.title, shape.title),
        summary: checkText(values.summary, shape.summary),
        body: checkText(values.body, shape.body),
        typeId: checkChoice(values.typeId, ids(newsTypes)),
        industryId: checkChoice(values.industryId, ids(industries)),
      }),
    );
    if (!valid) return;
    await panel.send(async () => {
      const article = await submitMyNews(getBrowserApiClient(), {
        language: values.language === 'en' ? 'en' : 'zh',
        title: values.title.trim(),
        summary: values.summary.trim(),
        body: values.body.trim(),
        typeId: Number(values.typeId),
        industryId: Number(values.industryId),
      });
      onSubmitted(article);
      panel.setValues(empty);
      panel.setNotice({ kind: 'success', text: t('manager.news.submitted') });
    });
  };

  return (
    <PanelFormFrame
      panel={panel}
      name={{ labelledBy: 'news-submit-title' }}
      onSubmit={submit}
      submitLabel={t('manager.news.submit')}
      busyLabel={t('form.submitting')}
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
      <TextArea label={t('manager.news.summary')} rows={2} maxLength={300} {...bind('summary')} />
      <TextArea label={t('manager.news.body')} rows={8} {...bind('body')} />
    </PanelFormFrame>
  );
}
