import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { CompanyMember, CompanyMembers } from '../../lib/contract/company-members.ts';
import {
  addCompanyMember,
  listCompanyMembers,
  removeCompanyMember,
} from '../../lib/endpoints/members/company-members.ts';
import { collectErrors } from '../../lib/forms/field-errors.ts';
import { checkPhone, phoneValue } from '../../lib/forms/rules.ts';
import { formatDate } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { EmptyList, LoadState, useLoad } from '../manager/LoadState.tsx';
import { RecordTable } from '../manager/RecordTable.tsx';
import { useConfirmedRowAction } from '../manager/use-confirmed-row-action.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { PhoneField } from '../ui/form/PhoneField.tsx';
import { usePanelForm } from '../ui/form/use-panel-form.ts';
import '../ui/ui.css';
import '../manager/manager.css';
import './visit-plan.css';

/** Message prefixes of CompanyMembersPage. */
export const COMPANY_MEMBERS_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'companyMembers.',
];

/**
 * /manager/company-members: for a company member, the accounts that speak for the company (who
 * answer its meeting requests), a colleague added by the phone of their account, a member taken off.
 */
export function CompanyMembersPage({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <CompanyMembersView locale={i18n.locale} />
    </I18nProvider>
  );
}

function CompanyMembersView({ locale }: { locale: IslandMessages['locale'] }): ReactNode {
  const api = getBrowserApiClient();
  const { state, reload, setData } = useLoad(() => listCompanyMembers(api));
  return (
    <LoadState state={state} reload={reload}>
      {(data) =>
        data.company === null ? (
          <EmptyList text="companyMembers.none" />
        ) : (
          <div className="vp-members">
            <p className="mgr-muted">{data.company.name}</p>
            <MemberTable data={data} locale={locale} onChange={setData} />
            <AddMember onAdded={setData} />
          </div>
        )
      }
    </LoadState>
  );
}

function MemberTable({
  data,
  locale,
  onChange,
}: {
  data: CompanyMembers;
  locale: IslandMessages['locale'];
  onChange: (next: CompanyMembers) => void;
}): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const { busyId, run } = useConfirmedRowAction();
  const remove = (member: CompanyMember): Promise<void> =>
    run(
      member.userId,
      {
        title: t('companyMembers.confirmRemoveTitle'),
        message: t(member.me ? 'companyMembers.confirmLeave' : 'companyMembers.confirmRemove', {
          name: member.nickname,
        }),
        type: 'warning',
      },
      async () => {
        const next = await removeCompanyMember(api, member.userId);
        // Leaving the company leaves this page with nothing to manage.
        onChange(member.me ? { company: null, members: [] } : next);
      },
      t(member.me ? 'companyMembers.left' : 'companyMembers.removed', { name: member.nickname }),
    );
  return (
    <RecordTable
      testId="company-members"
      records={data.members}
      keyOf={(member) => member.userId}
      columns={[
        {
          header: t('companyMembers.name'),
          cell: (member) => (member.me ? t('companyMembers.me', { name: member.nickname }) : member.nickname),
        },
        { header: t('companyMembers.phone'), cell: (member) => member.phone },
        {
          header: t('companyMembers.since'),
          cell: (member) => formatDate(member.since.slice(0, 10), locale),
        },
        {
          header: t('manager.common.actions'),
          cell: (member) => (
            <button
              type="button"
              className="button button-secondary"
              disabled={busyId === member.userId || data.members.length === 1}
              aria-label={t(member.me ? 'companyMembers.leaveLabel' : 'companyMembers.removeLabel', {
                name: member.nickname,
              })}
              onClick={() => {
                void remove(member);
              }}
            >
              {t(member.me ? 'companyMembers.leave' : 'companyMembers.remove')}
            </button>
          ),
        },
      ]}
    />
  );
}

function AddMember({ onAdded }: { onAdded: (next: CompanyMembers) => void }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const panel = usePanelForm({ phone: '' });
  const submit = async (): Promise<void> => {
    if (!panel.accept(collectErrors({ phone: checkPhone(panel.values.phone) }))) return;
    await panel.send(async () => {
      const next = await addCompanyMember(api, phoneValue(panel.values.phone));
      onAdded(next);
      panel.setValues({ phone: '' });
      panel.setNotice({ kind: 'success', text: t('companyMembers.added') });
    });
  };
  return (
    <section className="vp-members__add" aria-labelledby="company-members-add">
      <h2 id="company-members-add">{t('companyMembers.addTitle')}</h2>
      <PanelFormFrame
        panel={panel}
        name={{ labelledBy: 'company-members-add' }}
        onSubmit={submit}
        submitLabel={t('companyMembers.add')}
        busyLabel={t('companyMembers.adding')}
      >
        <PhoneField
          label={t('companyMembers.phoneLabel')}
          hint={t('companyMembers.phoneHint')}
          required
          autoComplete="off"
          {...panel.bind('phone')}
        />
      </PanelFormFrame>
    </section>
  );
}
