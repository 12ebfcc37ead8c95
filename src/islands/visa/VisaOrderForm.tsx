import type { ReactNode } from 'react';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import '../checkout/checkout.css';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { FailureAlert } from '../ui/form/FormStatus.tsx';
import { FieldLookContext } from '../ui/form/look.ts';
import { SubmitButton } from '../ui/form/SubmitButton.tsx';
import { ApplicantsStep } from './ApplicantsStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { steps, useVisaOrder, type VisaChoice } from './use-visa-order.ts';

/** Props of VisaOrderForm. */
export interface VisaOrderFormProps {
  i18n: IslandMessages;
  visa: VisaChoice;
  /** Today (YYYY-MM-DD, the server's date) for the departure rule. */
  today: string;
}

/** /visa/submitOrder: applicants, document images, review, then payment. Hydrate with client:load. */
export function VisaOrderForm({ i18n, visa, today }: VisaOrderFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <FieldLookContext value="checkout">
        <VisaOrderView visa={visa} today={today} />
      </FieldLookContext>
    </I18nProvider>
  );
}

function VisaOrderView({ visa, today }: Omit<VisaOrderFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const order = useVisaOrder(visa, today);
  const { step, values, errors, submitting } = order;
  return (
    <form
      ref={order.formRef}
      className="checkout-form"
      noValidate
      aria-busy={submitting || order.uploading > 0}
      data-hydrated={order.restored ? '' : undefined}
      onSubmit={order.onSubmit}
    >
      <ol className="stepper" aria-label={t('visaOrder.steps')}>
        {steps.map((item) => (
          <li key={item} aria-current={item === step ? 'step' : undefined}>
            {t(`visaOrder.step.${item}`)}
          </li>
        ))}
      </ol>
      <h2 ref={order.headingRef} tabIndex={-1}>
        {t(`visaOrder.step.${step}`)}
      </h2>
      <p className="checkout-hint">{visa.title}</p>
      {step === 'applicants' && (
        <ApplicantsStep
          visa={visa}
          values={values}
          errors={errors}
          setValues={order.setValues}
          setApplicant={order.setApplicant}
        />
      )}
      {step === 'documents' && (
        <DocumentsStep visa={visa} values={values} errors={errors} onFile={order.onFile} />
      )}
      {step === 'review' && <ReviewStep values={values} priceMinor={visa.priceMinor} />}
      <FailureAlert failure={order.failure} />
      <div className="checkout-actions">
        {step !== 'applicants' && (
          <button
            type="button"
            className="button button-secondary"
            disabled={submitting}
            onClick={() => {
              order.goTo(step === 'review' ? 'documents' : 'applicants');
            }}
          >
            {t('visaOrder.back')}
          </button>
        )}
        <SubmitButton busy={submitting} disabled={order.uploading > 0 || !order.restored}>
          {step === 'review'
            ? submitting
              ? t('checkout.submitting')
              : t('visaOrder.submit')
            : t('visaOrder.next')}
        </SubmitButton>
      </div>
    </form>
  );
}
