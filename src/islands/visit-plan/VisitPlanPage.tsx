import { useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { VisitPlan, VisitPlanItem } from '../../lib/contract/visit-plan.ts';
import { listVisitPlans, removeFromVisitPlan } from '../../lib/endpoints/members/visit-plan.ts';
import { formatDateRange } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { exhibitorDirectoryPath, floorPlanPath, visitPlanPdfPath } from '../../lib/paths/index.ts';
import { planRoute } from '../../lib/visit-plan/plan-route.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { EmptyList, LoadState, useLoad } from '../manager/LoadState.tsx';
import { useConfirmedRowAction } from '../manager/use-confirmed-row-action.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { MeetingRequestForm } from './MeetingRequestForm.tsx';
import '../ui/ui.css';
import '../manager/manager.css';
import './visit-plan.css';

/** Message prefixes of VisitPlanPage. */
export const VISIT_PLAN_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'visitPlan.'];

/** /manager/visit-plan: my plans per fair in walking order, with the plan, the PDF and meeting requests. */
export function VisitPlanPage({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <VisitPlanView locale={i18n.locale} />
    </I18nProvider>
  );
}

function VisitPlanView({ locale }: { locale: IslandMessages['locale'] }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => listVisitPlans(api));
  const { busyId, run } = useConfirmedRowAction();

  const remove = (item: VisitPlanItem, plans: VisitPlan[]): Promise<void> =>
    run(
      item.id,
      {
        title: t('visitPlan.confirmRemoveTitle'),
        message: t('visitPlan.confirmRemove', { name: item.company.name }),
        type: 'warning',
      },
      async () => {
        await removeFromVisitPlan(api, item.id);
        setData(
          plans
            .map((plan) => ({ ...plan, items: plan.items.filter((other) => other.id !== item.id) }))
            .filter((plan) => plan.items.length > 0),
        );
      },
      t('visitPlan.removed'),
    );

  return (
    <LoadState state={state} reload={reload}>
      {(plans) =>
        plans.length === 0 ? (
          <div className="vp-plans">
            <EmptyList next="visit-plan" text="visitPlan.empty" />
          </div>
        ) : (
          <div className="vp-plans">
            {plans.map((plan) => (
              <PlanSection
                key={plan.exhibition.id}
                plan={plan}
                locale={locale}
                busyId={busyId}
                onRemove={(item) => {
                  void remove(item, plans);
                }}
              />
            ))}
          </div>
        )
      }
    </LoadState>
  );
}

function PlanSection({
  plan,
  locale,
  busyId,
  onRemove,
}: {
  plan: VisitPlan;
  locale: IslandMessages['locale'];
  busyId: number | null;
  onRemove: (item: VisitPlanItem) => void;
}): ReactNode {
  const t = useT();
  const [asking, setAsking] = useState<number | null>(null);
  const { visits, totalMetres } = planRoute(plan);
  const { exhibition } = plan;
  const codes = visits.flatMap(({ item }) => (item.stand === null ? [] : [item.stand.code]));
  const headingId = `vp-fair-${String(exhibition.id)}`;
  return (
    <section className="vp-plan" aria-labelledby={headingId}>
      <h2 id={headingId}>{exhibition.name}</h2>
      <p className="mgr-muted">
        {formatDateRange(exhibition.startDate, exhibition.endDate, locale)} · {exhibition.venue.name}
      </p>
      <p className="vp-plan__total">{t('visitPlan.total', { count: visits.length, metres: totalMetres })}</p>
      <div className="mgr-actions vp-plan__actions">
        <a
          className="button"
          href={floorPlanPath(exhibition.venue.id, { exhibition: exhibition.id, stands: codes })}
        >
          {t('visitPlan.showOnPlan')}
        </a>
        <a className="button button-secondary" href={visitPlanPdfPath(exhibition.id)} download>
          {t('visitPlan.pdf')}
        </a>
        <a className="button button-secondary" href={exhibitorDirectoryPath(exhibition.id)}>
          {t('visitPlan.addMore')}
        </a>
      </div>
      <ol className="vp-route" aria-label={t('visitPlan.routeLabel', { name: exhibition.name })}>
        {visits.map(({ item, position, metres }) => (
          <li key={item.id} className="vp-stop">
            <div className="vp-stop__main">
              <span className="vp-stop__n" aria-hidden="true">
                {position}
              </span>
              <div className="vp-stop__text">
                <strong>{item.company.name}</strong>
                <span className="mgr-muted">
                  {item.stand === null
                    ? t('visitPlan.unplaced')
                    : t('visitPlan.stop', { hall: item.stand.hall.name, stand: item.stand.code })}
                  {metres !== null && ` · ${t('visitPlan.metres', { metres })}`}
                </span>
              </div>
              <div className="mgr-actions vp-stop__actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-expanded={asking === item.id}
                  aria-label={t('visitPlan.meeting.askLabel', { name: item.company.name })}
                  onClick={() => {
                    setAsking(asking === item.id ? null : item.id);
                  }}
                >
                  {t('visitPlan.meeting.ask')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busyId === item.id}
                  aria-label={t('visitPlan.removeLabel', { name: item.company.name })}
                  onClick={() => {
                    onRemove(item);
                  }}
                >
                  {t('visitPlan.remove')}
                </button>
              </div>
            </div>
            {asking === item.id && (
              <MeetingRequestForm
                exhibition={exhibition}
                company={item.company}
                locale={locale}
                onDone={() => {
                  setAsking(null);
                }}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
