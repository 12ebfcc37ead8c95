import { useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { ResponseCode } from '../../lib/contract/codes.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { getProfile, updateProfile, type Profile } from '../../lib/endpoints/members/manager.ts';
import { profileBodySchema } from '../../lib/contract/manager.ts';
import { collectErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkEmail, checkFormat, checkText } from '../../lib/forms/rules.ts';
import { endedSession, failureText } from '../../lib/forms/submit-failure.ts';
import { TextArea } from '../ui/form/TextArea.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';
import { formatPhone } from '../../lib/contract/phone.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { FormStatus, type FormNotice } from '../ui/form/FormStatus.tsx';
import { SubmitButton } from '../ui/form/SubmitButton.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { focusFirstInvalid } from '../ui/form/focus.ts';
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

function ProfileFormView({ profile }: { profile: Profile }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const api = getBrowserApiClient();
  const form = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(valuesOf(profile));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileValues>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);

  const field = (name: keyof ProfileValues) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    const shape = profileBodySchema.shape;
    const found = collectErrors({
      nickname: checkText(values.nickname, shape.nickname.unwrap()),
      // The API cannot clear an e-mail, so an e-mail once saved stays required.
      email: checkEmail(values.email, saved.email !== ''),
      avatar: checkFormat(values.avatar, shape.avatar.unwrap(), 'form.errors.avatar', { optional: true }),
      bio: checkText(values.bio, shape.bio.unwrap()),
    });
    setErrors(found);
    const count = Object.keys(found).length;
    if (count > 0) {
      setNotice({ kind: 'error', text: t('form.fixErrors', { count }) });
      focusFirstInvalid(form.current);
      return;
    }
    const changed: Partial<ProfileValues> = {};
    for (const key of ['nickname', 'email', 'avatar', 'bio'] as const) {
      const value = values[key].trim();
      if (value !== saved[key] && !(value === '' && (key === 'email' || key === 'avatar')))
        changed[key] = value;
    }
    if (Object.keys(changed).length === 0) {
      setNotice({ kind: 'success', text: t('manager.profile.unchanged') });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await updateProfile(api, changed);
      const next = { ...saved, ...changed };
      setSaved(next);
      setValues(next);
      setNotice({ kind: 'success', text: t('manager.profile.saved') });
    } catch (error) {
      if (endedSession(error)) return;
      if (isApiError(error) && error.code === ResponseCode.duplicatedUser) {
        setErrors({ email: { key: 'form.errors.emailTaken' } });
        focusFirstInvalid(form.current);
      }
      setNotice({
        kind: 'error',
        text: t('form.failed', {
          message:
            isApiError(error) && error.code === ResponseCode.duplicatedUser
              ? t('form.errors.emailTaken')
              : failureText(error, t('api.requestFailed')),
        }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="mgr-form"
      noValidate
      aria-label={t('manager.nav.update-info')}
      onSubmit={(event) => {
        void submit(event);
      }}
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
        error={errors.nickname}
        {...field('nickname')}
      />
      <TextField
        label={t('manager.profile.email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...field('email')}
      />
      <TextField
        label={t('manager.profile.avatar')}
        hint={t('manager.profile.avatarHint')}
        error={errors.avatar}
        {...field('avatar')}
      />
      <TextArea
        label={t('manager.profile.bio')}
        rows={4}
        maxLength={500}
        error={errors.bio}
        {...field('bio')}
      />
      <FormStatus notice={notice} />
      <p className="mgr-actions">
        <SubmitButton busy={busy}>{busy ? t('form.saving') : t('form.save')}</SubmitButton>
      </p>
    </form>
  );
}
