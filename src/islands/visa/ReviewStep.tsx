import type { ReactNode } from 'react';
import type { VisaFormValues } from '../../lib/checkout/visa-form.ts';
import { formatPhone } from '../../lib/contract/phone.ts';
import { phoneValue } from '../../lib/forms/rules.ts';
import { formatMoney } from '../../lib/format.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

/** The last step: what the order holds and its total, before it is placed. */
export function ReviewStep({
  values,
  priceMinor,
}: {
  values: VisaFormValues;
  priceMinor: number;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const total = priceMinor * values.applicants.length;
  return (
    <section className="checkout-summary" aria-label={t('checkout.summary')}>
      <dl>
        <dt>{t('visaOrder.departDate')}</dt>
        <dd>{values.departDate}</dd>
        {values.applicants.map((applicant, index) => (
          <div key={index}>
            <dt>{t('visaOrder.applicant', { n: index + 1 })}</dt>
            <dd>
              {applicant.name} · {applicant.pinyin.toUpperCase()} · {applicant.passportNo.toUpperCase()} ·{' '}
              {t('visaOrder.documentCount', { count: Object.keys(applicant.documents).length })}
            </dd>
          </div>
        ))}
        <dt>{t('checkout.contact.title')}</dt>
        <dd>
          {values.contact.name} · {formatPhone(phoneValue(values.contact.phone), locale)}
          {values.contact.email !== '' && ` · ${values.contact.email}`}
        </dd>
        <dt>{t('checkout.total')}</dt>
        <dd className="checkout-total">
          {formatMoney(priceMinor, { locale })} × {values.applicants.length} ={' '}
          {formatMoney(total, { locale })}
        </dd>
      </dl>
    </section>
  );
}
