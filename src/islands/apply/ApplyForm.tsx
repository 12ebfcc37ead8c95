import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { createApplication } from '../../lib/endpoints/orders.ts';
import {
  checkContact,
  checkInteger,
  checkOptionalText,
  checkText,
  collectErrors,
  contactOf,
  type ContactFormValues,
} from '../../lib/manager/forms.ts';
import { track } from '../../lib/observability/tracking.ts';
import { TextArea } from '../ui/TextArea.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { FORM_MESSAGE_PREFIXES, SelectField, TextField } from '../manager/parts.tsx';
import { OrderFormFrame } from './OrderFormFrame.tsx';
import { useOrderForm } from './use-order-form.ts';
import { managerPath } from '../../lib/paths/index.ts';

/** Message prefixes of ApplyForm. */
export const APPLY_FORM_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'apply.'];

interface ApplyValues extends ContactFormValues {
  companyName: string;
  boothType: string;
  boothAreaSqm: string;
  remark: string;
}

const empty: ApplyValues = {
  companyName: '',
  boothType: 'standard',
  boothAreaSqm: '',
  remark: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/** Props of ApplyForm. */
export interface ApplyFormProps {
  i18n: IslandMessages;
  exhibitionId: number;
  /** This page's path, for the login link's redirect. */
  path: string;
}

/** /exhibition/apply/{id}.html: the booth application form (login needed to submit). */
export function ApplyForm({ i18n, exhibitionId, path }: ApplyFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ApplyFormView exhibitionId={exhibitionId} path={path} />
    </I18nProvider>
  );
}

function ApplyFormView({ exhibitionId, path }: Omit<ApplyFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const order = useOrderForm({
    empty,
    draftKey: `apply-draft:${String(exhibitionId)}`,
    validate: (values) => ({
      ...collectErrors({
        companyName: checkText(values.companyName, 120, 2),
        boothType:
          values.boothType === 'standard' || values.boothType === 'raw-space'
            ? undefined
            : { key: 'form.errors.choice' },
        boothAreaSqm: checkInteger(values.boothAreaSqm, 9, 5000),
        remark: checkOptionalText(values.remark, 1000),
      }),
      ...checkContact(values),
    }),
    toBody: (values) => ({
      exhibitionId,
      companyName: values.companyName.trim(),
      boothType: values.boothType === 'raw-space' ? ('raw-space' as const) : ('standard' as const),
      boothAreaSqm: Number(values.boothAreaSqm.trim()),
      remark: values.remark.trim(),
      contact: contactOf(values),
    }),
    create: async (body, idempotencyKey) => {
      const created = await createApplication(getBrowserApiClient(), body, idempotencyKey);
      track('submitBooth', { orderNo: created.orderNo });
      return created.orderNo;
    },
  });
  const { values, errors, orderNo, bind, set } = order;

  if (orderNo !== null)
    return (
      <div role="status" className="mgr-notice mgr-notice--success">
        <p>{t('apply.done', { orderNo })}</p>
        <a href={managerPath('fair-my')}>{t('apply.viewMine')}</a>
      </div>
    );

  return (
    <OrderFormFrame order={order} label={t('apply.heading')} submitLabel={t('apply.submit')} path={path}>
      <TextField
        label={t('apply.companyName')}
        required
        maxLength={120}
        autoComplete="organization"
        {...bind('companyName')}
      />
      <SelectField
        label={t('apply.boothType')}
        required
        options={[
          { value: 'standard', label: t('apply.boothType.standard') },
          { value: 'raw-space', label: t('apply.boothType.raw-space') },
        ]}
        {...bind('boothType')}
      />
      <TextField
        label={t('apply.boothArea')}
        required
        type="number"
        inputMode="numeric"
        min={9}
        max={5000}
        step={1}
        {...bind('boothAreaSqm')}
      />
      <TextArea
        label={`${t('apply.remark')} ${t('form.optional')}`}
        rows={3}
        maxLength={1000}
        name="remark"
        value={values.remark}
        error={errors.remark === undefined ? undefined : t(errors.remark.key, errors.remark.values)}
        onChange={(event) => {
          set('remark', event.currentTarget.value);
        }}
      />
    </OrderFormFrame>
  );
}
