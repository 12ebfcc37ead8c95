import { useEffect, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { VisitPlan } from '../../lib/contract/visit-plan.ts';
import {
  addToVisitPlan,
  listVisitPlans,
  removeFromVisitPlan,
} from '../../lib/endpoints/members/visit-plan.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import '../follow/follow.css';

/** Message prefixes of PlanButton. */
export const PLAN_BUTTON_MESSAGE_PREFIXES: readonly string[] = ['visitPlan.button.'];

/** Props of PlanButton. */
export interface PlanButtonProps {
  i18n: IslandMessages;
  exhibitionId: number;
  companyId: number;
  companyName: string;
  /** Where an anonymous reader goes: /login?redirect=<this page>. */
  loginHref: string;
}

// Every button of a directory page reads the member's plans once: one call, not one per card.
let plansOnce: Promise<VisitPlan[]> | undefined;
function myPlans(): Promise<VisitPlan[]> {
  plansOnce ??= listVisitPlans(getBrowserApiClient());
  return plansOnce;
}

/** The id of the planned visit of a company at a fair, or null. */
function plannedId(plans: readonly VisitPlan[], exhibitionId: number, companyId: number): number | null {
  const plan = plans.find((candidate) => candidate.exhibition.id === exhibitionId);
  return plan?.items.find((item) => item.company.id === companyId)?.id ?? null;
}

/**
 * "Add to my visit plan" on a directory card. The server (and a cached page) renders a login
 * link; mounted with client:session it hydrates only for a session, reads the member's plans
 * and becomes a toggle.
 */
export function PlanButton({ i18n, ...props }: PlanButtonProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <PlanToggle {...props} />
    </I18nProvider>
  );
}

function PlanToggle({
  exhibitionId,
  companyId,
  companyName,
  loginHref,
}: Omit<PlanButtonProps, 'i18n'>): ReactNode {
  const t = useT();
  // undefined: not known yet; null: not planned; a number: the planned visit's id.
  const [planned, setPlanned] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    myPlans().then(
      (plans) => {
        if (current) setPlanned(plannedId(plans, exhibitionId, companyId));
      },
      () => {
        if (current) setPlanned(null);
      },
    );
    return () => {
      current = false;
    };
  }, [exhibitionId, companyId]);

  if (planned === undefined)
    return (
      <a className="button button-secondary follow-button" href={loginHref} rel="nofollow">
        {t('visitPlan.button.add')}
      </a>
    );

  const toggle = async (): Promise<void> => {
    setBusy(true);
    const api = getBrowserApiClient();
    try {
      if (planned === null) {
        const plan = await addToVisitPlan(api, exhibitionId, companyId);
        setPlanned(plannedId([plan], exhibitionId, companyId));
        showToast({ message: t('visitPlan.button.added', { name: companyName }), type: 'success' });
      } else {
        await removeFromVisitPlan(api, planned);
        setPlanned(null);
        showToast({ message: t('visitPlan.button.removed', { name: companyName }), type: 'success' });
      }
      plansOnce = undefined;
    } catch {
      // The client showed the API's message; the state stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`button follow-button${planned === null ? ' button-secondary' : ''}`}
      aria-pressed={planned !== null}
      aria-label={t('visitPlan.button.label', { name: companyName })}
      disabled={busy}
      onClick={() => {
        void toggle();
      }}
    >
      <span aria-hidden="true">
        {planned === null ? t('visitPlan.button.add') : t('visitPlan.button.planned')}
      </span>
    </button>
  );
}
