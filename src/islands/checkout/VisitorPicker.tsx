import { useState, type ReactNode } from 'react';
import type { Visitor } from '../../lib/contract/manager.ts';
import type { FieldError } from '../../lib/forms/field-errors.ts';
import { maskPhone } from '../../lib/auth/mask-phone.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { NewVisitor } from './NewVisitor.tsx';

/** Props of VisitorPicker. */
export interface VisitorPickerProps {
  loggedIn: boolean;
  visitors: Visitor[] | null;
  selected: number[];
  quantity: string;
  error: FieldError | undefined;
  onChange: (ids: number[]) => void;
  onAdded: (visitor: Visitor) => void;
}

/** Visitors from the user's list (one per ticket, optional), and a small form to add one. */
export function VisitorPicker({
  loggedIn,
  visitors,
  selected,
  quantity,
  error,
  onChange,
  onAdded,
}: VisitorPickerProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  return (
    <fieldset
      className="checkout-section"
      aria-describedby={error !== undefined ? 'ticket-visitors-error' : undefined}
    >
      <legend>{t('ticket.visitors')}</legend>
      <p className="checkout-hint">{t('ticket.visitorsHint', { count: quantity })}</p>
      {!loggedIn && <p className="checkout-hint">{t('ticket.visitorsLogin')}</p>}
      {loggedIn && visitors === null && <p className="checkout-hint">{t('checkout.loading')}</p>}
      {visitors !== null && visitors.length === 0 && (
        <p className="checkout-hint">{t('ticket.noVisitors')}</p>
      )}
      {visitors !== null && visitors.length > 0 && (
        <ul className="ticket-visitors">
          {visitors.map((visitor) => (
            <li key={visitor.id}>
              <label>
                <input
                  type="checkbox"
                  value={visitor.id}
                  checked={selected.includes(visitor.id)}
                  aria-invalid={error !== undefined}
                  onChange={(event) => {
                    onChange(
                      event.target.checked
                        ? [...selected, visitor.id]
                        : selected.filter((id) => id !== visitor.id),
                    );
                  }}
                />{' '}
                {visitor.name} · {maskPhone(visitor.phone, locale)}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error !== undefined && (
        <p id="ticket-visitors-error" className="checkout-error">
          {t(error.key, error.values)}
        </p>
      )}
      {loggedIn && !adding && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setAdding(true);
          }}
        >
          {t('ticket.addVisitor')}
        </button>
      )}
      {loggedIn && adding && (
        <NewVisitor
          onCancel={() => {
            setAdding(false);
          }}
          onAdded={(visitor) => {
            setAdding(false);
            onAdded(visitor);
          }}
        />
      )}
    </fieldset>
  );
}
