import { useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { ResponseCode } from '../../lib/contract/codes.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import {
  confirmEmailChange,
  getProfile,
  updateProfile,
  type Profile,
} from '../../lib/endpoints/members/manager.ts';
import { emailConfirmBodySchema, profileBodySchema } from '../../lib/contract/manager.ts';
import { collectErrors } from '../../lib/forms/field-errors.ts';
import { checkEmail, checkFormat, checkText } from '../../lib/forms/rules.ts';
import { TextArea } from '../ui/form/TextArea.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { formatPhone } from '../../lib/contract/phone.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { usePanelForm } from '../ui/form/use-panel-form.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';

/** Message prefixes of ProfileForm. */
export const PROFILE_FORM_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.profile.',
  'manager.nav.update-info',
];

interface ProfileValues {
  nickname: string;
  email: string;
  avatar: string;
  bio: string;
}

/** update-info: nickname, e-mail, avatar and bio; only changed fields are sent. */
export function ProfileForm({ i18n }: { i18n: IslandMessages }): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ProfileLoader />
    </I18nProvider>
  );
}

function ProfileLoader(): ReactNode {
  const api = getBrowserApiClient();
  const { state, reload } = useLoad(() => getProfile(api));
  return (
    <LoadState state={state} reload={reload}>
      {(profile) => <ProfileFormView profile={profile} />}
    </LoadState>
  );
}

function valuesOf(profile: Profile): ProfileValues {
  return {
    nickname: profile.nickname,
    email: profile.email ?? '',
    avatar: profile.avatar ?? '',
    bio: profile.bio,
  };
}

/**
 * The code step of an e-mail change: the address becomes the account's only once the code sent
 * to it is entered (docs/security.md, "Accounts").
 */
function EmailConfirmForm({
  pendingEmail,
  onConfirmed,
}: {
  pendingEmail: string;
  onConfirmed: (profile: Profile) => void;
}): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const panel = usePanelForm({ code: '' });
  const submit = async (): Promise<void> => {
    const valid = panel.accept(
      collectErrors({
        code: checkFormat(panel.values.code, emailConfirmBodySchema.shape.code, 'form.errors.code'),
      }),
    );
    if (!valid) return;
    await panel.send(
      async () => {
        onConfirmed(await confirmEmailChange(api, panel.values.code.trim()));
      },
      {
        refusal: (error) => {
          if (!isApiError(error)) return undefined;
          if (error.code === ResponseCode.duplicatedUser)
            return { field: 'code', error: { key: 'form.errors.emailTaken' } };
          if (error.code === ResponseCode.wrongCode)
            return { field: 'code', error: { key: 'form.errors.code' } };
          return undefined;
        },
      },
    );
  };
  return (
    <PanelFormFrame
      panel={panel}
      name={{ label: t('manager.profile.emailConfirm') }}
      onSubmit={submit}
      submitLabel={t('manager.profile.emailConfirm')}
      busyLabel={t('form.saving')}
    >
      <p className="mgr-hint">{t('manager.profile.emailPending', { email: pendingEmail })}</p>
      <TextField
        label={t('manager.profile.emailCode')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...panel.bind('code')}
      />
    </PanelFormFrame>
  );
}

function ProfileFormView({ profile }: { profile: Profile }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const api = getBrowserApiClient();
  const [saved, setSaved] = useState(valuesOf(profile));
  const panel = usePanelForm(saved);
  const { values, bind } = panel;
  const [pendingEmail, setPendingEmail] = useState(profile.pendingEmail);

  const confirmed = (answer: Profile): void => {
    const email = answer.email ?? '';
    setSaved((current) => ({ ...current, email }));
    panel.setValues((current) => ({ ...current, email }));
    setPendingEmail(answer.pendingEmail);
    panel.setNotice({ kind: 'success', text: t('manager.profile.emailConfirmed', { email }) });
  };

  const submit = async (): Promise<void> => {
    const shape = profileBodySchema.shape;
    const valid = panel.accept(
      collectErrors({
        nickname: checkText(values.nickname, shape.nickname.unwrap()),
        // The API cannot clear an e-mail, so an e-mail once saved stays required.
        email: checkEmail(values.email, saved.email !== ''),
        avatar: checkFormat(values.avatar, shape.avatar.unwrap(), 'form.errors.avatar', { optional: true }),
        bio: checkText(values.bio, shape.bio.unwrap()),
      }),
    );
    if (!valid) return;
    const changed: Partial<ProfileValues> = {};
    for (const key of ['nickname', 'email', 'avatar', 'bio'] as const) {
      const value = values[key].trim();
      if (value !== saved[key] && !(value === '' && (key === 'email' || key === 'avatar')))
        changed[key] = value;
    }
    if (Object.keys(changed).length === 0) {
      panel.setNotice({ kind: 'success', text: t('manager.profile.unchanged') });
      return;
    }
    await panel.send(
      async () => {
        const answer = await updateProfile(api, changed);
        // The e-mail field keeps the account's address: a new one waits for its code below.
        const next = { ...saved, ...changed, email: answer.email ?? '' };
        setSaved(next);
        panel.setValues(next);
        setPendingEmail(answer.pendingEmail);
        panel.setNotice({
          kind: 'success',
          text: t(answer.pendingEmail === null ? 'manager.profile.saved' : 'manager.profile.emailCodeSent', {
            email: answer.pendingEmail ?? '',
          }),
        });
      },
      {
        refusal: (error) =>
          isApiError(error) && error.code === ResponseCode.duplicatedUser
            ? { field: 'email', error: { key: 'form.errors.emailTaken' } }
            : undefined,
      },
    );
  };

  return (
    <>
      <PanelFormFrame
        panel={panel}
        name={{ label: t('manager.nav.update-info') }}
        onSubmit={submit}
        submitLabel={t('form.save')}
        busyLabel={t('form.saving')}
      >
        <TextField
          label={t('manager.profile.phone')}
          value={profile.phone === null ? '' : formatPhone(profile.phone, locale)}
          readOnly
        />
        <TextField
          label={t('manager.profile.nickname')}
          required
          maxLength={40}
          autoComplete="nickname"
          {...bind('nickname')}
        />
        <TextField label={t('manager.profile.email')} type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label={t('manager.profile.avatar')}
          hint={t('manager.profile.avatarHint')}
          {...bind('avatar')}
        />
        <TextArea label={t('manager.profile.bio')} rows={4} maxLength={500} {...bind('bio')} />
      </PanelFormFrame>
      {pendingEmail !== null && <EmailConfirmForm pendingEmail={pendingEmail} onConfirmed={confirmed} />}
    </>
  );
}
