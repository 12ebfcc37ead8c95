import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { Invoice, OrderInvoice } from '../../lib/contract/invoice.ts';
import type { Edition } from '../../lib/edition.ts';
import { getOrderInvoice, requestInvoice } from '../../lib/endpoints/invoices.ts';
import { formatDate } from '../../lib/format.ts';
import {
  checkInvoiceForm,
  emptyInvoiceForm,
  invoiceBody,
  type InvoiceFormValues,
} from '../../lib/forms/invoice.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { SelectField } from '../ui/form/SelectField.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { usePanelForm } from '../ui/form/use-panel-form.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of InvoicePanel. */
export const INVOICE_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'manager.invoice.'];

/** Props of InvoicePanel: the order and the edition (which form it starts with). */
export interface InvoicePanelProps {
  i18n: IslandMessages;
  orderNo: string;
  edition: Edition;
}

/**
 * /manager/invoice/{orderNo}: the invoice of one of my paid orders. Without one, the request form
 * (a fapiao or a receipt with VAT lines; the Chinese edition starts with a company fapiao, the
 * English one with a receipt); once asked, its status; once issued, its number and the PDF.
 */
export function InvoicePanel({ i18n, orderNo, edition }: InvoicePanelProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <InvoiceLoader orderNo={orderNo} edition={edition} />
    </I18nProvider>
  );
}

function InvoiceLoader({ orderNo, edition }: { orderNo: string; edition: Edition }): ReactNode {
  const t = useT();
  const { state, reload, setData } = useLoad(() => getOrderInvoice(getBrowserApiClient(), orderNo));
  return (
    <section className="mgr-invoice mgr-section" aria-labelledby="invoice-order" data-testid="invoice">
      <h2 id="invoice-order">{t('manager.invoice.order', { orderNo })}</h2>
      <LoadState state={state} reload={reload}>
        {(current) => (
          <InvoiceView
            current={current}
            edition={edition}
            onRequested={(invoice) => {
              setData({ orderNo, requestable: false, invoice });
            }}
          />
        )}
      </LoadState>
    </section>
  );
}

function InvoiceView({
  current,
  edition,
  onRequested,
}: {
  current: OrderInvoice;
  edition: Edition;
  onRequested: (invoice: Invoice) => void;
}): ReactNode {
  const t = useT();
  if (current.invoice !== null) return <InvoiceFacts invoice={current.invoice} />;
  if (!current.requestable) return <p className="mgr-muted">{t('manager.invoice.notPaid')}</p>;
  return <InvoiceForm orderNo={current.orderNo} edition={edition} onRequested={onRequested} />;
}

function InvoiceFacts({ invoice }: { invoice: Invoice }): ReactNode {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <dl className="mgr-invoice__facts">
        <dt>{t('manager.invoice.type')}</dt>
        <dd>{t(`manager.invoice.type.${invoice.type}`)}</dd>
        <dt>{invoice.type === 'fapiao' ? t('manager.invoice.title') : t('manager.invoice.name')}</dt>
        <dd>{invoice.title}</dd>
        {invoice.taxpayerId !== null && (
          <>
            <dt>{t('manager.invoice.taxpayerId')}</dt>
            <dd>{invoice.taxpayerId}</dd>
          </>
        )}
        <dt>{t('manager.invoice.status')}</dt>
        <dd data-testid="invoice-status" data-status={invoice.status}>
          {t(`manager.invoice.status.${invoice.status}`)}
          {invoice.issuedAt !== null && ` · ${formatDate(invoice.issuedAt, locale)}`}
        </dd>
        {invoice.invoiceNo !== null && (
          <>
            <dt>{t('manager.invoice.number')}</dt>
            <dd>{invoice.invoiceNo}</dd>
          </>
        )}
      </dl>
      {invoice.pdfUrl !== null && (
        <p className="mgr-actions">
          <a className="button" href={invoice.pdfUrl} data-testid="invoice-pdf-link">
            {t('manager.invoice.download')}
          </a>
        </p>
      )}
    </>
  );
}

function InvoiceForm({
  orderNo,
  edition,
  onRequested,
}: {
  orderNo: string;
  edition: Edition;
  onRequested: (invoice: Invoice) => void;
}): ReactNode {
  const t = useT();
  const panel = usePanelForm<InvoiceFormValues>(emptyInvoiceForm(edition));
  const { values, bind } = panel;
  const fapiao = values.type === 'fapiao';

  const submit = async (): Promise<void> => {
    if (!panel.accept(checkInvoiceForm(values))) return;
    await panel.send(async () => {
      const invoice = await requestInvoice(getBrowserApiClient(), orderNo, invoiceBody(values));
      panel.setNotice({ kind: 'success', text: t('manager.invoice.submitted') });
      onRequested(invoice);
    });
  };

  return (
    <>
      <h3 className="mgr-invoice__heading">{t('manager.invoice.heading')}</h3>
      <PanelFormFrame
        panel={panel}
        name={{ label: t('manager.invoice.heading') }}
        onSubmit={submit}
        submitLabel={t('manager.invoice.submit')}
        busyLabel={t('form.submitting')}
      >
        <SelectField
          label={t('manager.invoice.type')}
          required
          options={[
            { value: 'fapiao', label: t('manager.invoice.type.fapiao') },
            { value: 'receipt', label: t('manager.invoice.type.receipt') },
          ]}
          {...bind('type')}
        />
        {fapiao && (
          <SelectField
            label={t('manager.invoice.kind')}
            required
            options={[
              { value: 'company', label: t('manager.invoice.kind.company') },
              { value: 'personal', label: t('manager.invoice.kind.personal') },
            ]}
            {...bind('kind')}
          />
        )}
        {fapiao && (
          <TextField
            label={t('manager.invoice.title')}
            hint={t('manager.invoice.titleHint')}
            required
            maxLength={100}
            autoComplete={values.kind === 'company' ? 'organization' : 'name'}
            {...bind('title')}
          />
        )}
        {fapiao && values.kind === 'company' && (
          <TextField
            label={t('manager.invoice.taxpayerId')}
            hint={t('manager.invoice.taxpayerIdHint')}
            required
            maxLength={18}
            autoCapitalize="characters"
            spellCheck={false}
            {...bind('taxpayerId')}
          />
        )}
        {!fapiao && (
          <TextField
            label={t('manager.invoice.name')}
            required
            maxLength={120}
            autoComplete="organization"
            {...bind('name')}
          />
        )}
        {!fapiao && (
          <TextField
            label={t('manager.invoice.address')}
            required
            maxLength={300}
            autoComplete="street-address"
            {...bind('address')}
          />
        )}
        {!fapiao && (
          <TextField
            label={t('manager.invoice.country')}
            hint={t('manager.invoice.countryHint')}
            required
            maxLength={2}
            autoComplete="country"
            autoCapitalize="characters"
            {...bind('country')}
          />
        )}
        {!fapiao && (
          <TextField
            label={t('manager.invoice.vatId')}
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            {...bind('vatId')}
          />
        )}
        <TextField
          label={t('manager.invoice.email')}
          type="email"
          required
          maxLength={120}
          autoComplete="email"
          {...bind('email')}
        />
      </PanelFormFrame>
    </>
  );
}
