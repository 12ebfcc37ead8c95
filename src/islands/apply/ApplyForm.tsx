import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { createApplication } from '../../lib/endpoints/orders.ts';
import { applicationBodySchema } from '../../lib/contract/order.ts';
import { checkContact, contactBody, contactOf, type ContactField } from '../../lib/forms/contact.ts';
import { collectErrors } from '../../lib/forms/field-errors.ts';
import { checkChoice, checkInteger, checkText } from '../../lib/forms/rules.ts';
import { track } from '../../lib/observability/tracking.ts';
import { TextArea } from '../ui/form/TextArea.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { SelectField } from '../ui/form/SelectField.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import '../manager/manager.css';
import { OrderFormFrame } from './OrderFormFrame.tsx';
import { useOrderForm } from './use-order-form.ts';
import { managerPath } from '../../lib/paths/index.ts';

/** Message prefixes of ApplyForm. */
export const APPLY_FORM_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'apply.'];

interface ApplyValues extends Record<ContactField, string> {
  companyName: string;
  boothType: string;
  boothAreaSqm: string;
  remark: string;
}

const shape = applicationBodySchema.shape;
const boothArea = { min: shape.boothAreaSqm.minValue ?? 1, max: shape.boothAreaSqm.maxValue ?? 1 };

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
        companyName: checkText(values.companyName, shape.companyName),
        boothType: checkChoice(values.boothType, shape.boothType.options),
        boothAreaSqm: checkInteger(values.boothAreaSqm, boothArea.min, boothArea.max),
        remark: checkText(values.remark, shape.remark.unwrap()),
      }),
      ...checkContact(contactOf(values)),
    }),
    toBody: (values) => ({
      exhibitionId,
      companyName: values.companyName.trim(),
      boothType: values.boothType === 'raw-space' ? ('raw-space' as const) : ('standard' as const),
      boothAreaSqm: Number(values.boothAreaSqm.trim()),
      remark: values.remark.trim(),
      contact: contactBody(contactOf(values)),
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
      <div role="status" className="notice notice-success">
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
        error={errors.remark}
        onChange={(event) => {
          set('remark', event.currentTarget.value);
        }}
      />
    </OrderFormFrame>
  );
}
