import { useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { getVisitor, saveVisitor } from '../../lib/endpoints/visitors.ts';
import { isNotFound } from '../../lib/forms/submit-failure.ts';
import {
  checkVisitor,
  emptyVisitorForm,
  idTypes,
  visitorBody,
  visitorFormOf,
  type VisitorFormValues,
} from '../../lib/forms/visitor.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { SelectField } from '../ui/form/SelectField.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { PhoneField } from '../ui/form/PhoneField.tsx';
import { usePanelForm } from '../ui/form/use-panel-form.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { managerPath } from '../../lib/paths/index.ts';

/** Message prefixes of VisitorForm. */
export const VISITOR_FORM_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.visitor.',
];

/** Props of VisitorForm: the visitor to edit, or none to add one. */
export interface VisitorFormProps {
  i18n: IslandMessages;
  visitorId?: number | undefined;
}

/** /manager/visitor-edit/{id?}: adds a visitor or edits one of mine (another user's id is refused). */
export function VisitorForm({ i18n, visitorId }: VisitorFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      {visitorId === undefined ? (
        <VisitorFormView initial={emptyVisitorForm} />
      ) : (
        <EditVisitor id={visitorId} />
      )}
    </I18nProvider>
  );
}

function EditVisitor({ id }: { id: number }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  // Silent: a refused id gets its own explanation below instead of the API's toast.
  const { state, reload } = useLoad(() => getVisitor(api, id, { silent: true }));
  if (state.status === 'error' && isNotFound(state.error)) {
    return <NotYours />;
  }
  return (
    <LoadState state={state} reload={reload}>
      {(visitor) => <VisitorFormView initial={visitorFormOf(visitor)} id={id} />}
    </LoadState>
  );
  function NotYours(): ReactNode {
    return (
      <div role="alert" className="notice notice-error">
        <p>{t('manager.visitor.notFound')}</p>
        <a href={managerPath('visitor')}>{t('manager.visitor.back')}</a>
      </div>
    );
  }
}

function VisitorFormView({ initial, id: initialId }: { initial: VisitorFormValues; id?: number }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const panel = usePanelForm(initial);
  const [id, setId] = useState(initialId);
  const { values, bind } = panel;

  const submit = async (): Promise<void> => {
    if (!panel.accept(checkVisitor(values))) return;
    await panel.send(
      async () => {
        const saved = await saveVisitor(api, visitorBody(values), id, { silent: true });
        panel.setValues(visitorFormOf(saved));
        if (id === undefined) {
          // The new visitor now has an address of its own; a reload edits it instead of adding again.
          history.replaceState(null, '', managerPath('visitor-edit', saved.id));
          setId(saved.id);
        }
        panel.setNotice({
          kind: 'success',
          text: t(id === undefined ? 'manager.visitor.created' : 'manager.visitor.updated'),
        });
      },
      {
        refusal: (error) => (isNotFound(error) ? { error: { key: 'manager.visitor.notFound' } } : undefined),
      },
    );
  };

  return (
    <PanelFormFrame
      panel={panel}
      name={{ label: t(id === undefined ? 'manager.visitor.addTitle' : 'manager.visitor.editTitle') }}
      onSubmit={submit}
      submitLabel={t('form.save')}
      busyLabel={t('form.saving')}
      actions={<a href={managerPath('visitor')}>{t('manager.visitor.back')}</a>}
    >
      <TextField
        label={t('manager.visitor.name')}
        required
        autoComplete="name"
        maxLength={60}
        {...bind('name')}
      />
      <PhoneField label={t('manager.visitor.phone')} required autoComplete="tel" {...bind('phone')} />
      <TextField label={t('manager.visitor.email')} type="email" autoComplete="email" {...bind('email')} />
      <TextField label={t('manager.visitor.company')} autoComplete="organization" {...bind('company')} />
      <TextField
        label={t('manager.visitor.position')}
        autoComplete="organization-title"
        {...bind('position')}
      />
      <SelectField
        label={t('manager.visitor.idType')}
        required
        options={idTypes.map((value) => ({
          value,
          label: t(`manager.visitor.idType.${value}`),
        }))}
        {...bind('idType')}
      />
      <TextField label={t('manager.visitor.idNumber')} required {...bind('idNumber')} />
    </PanelFormFrame>
  );
}
