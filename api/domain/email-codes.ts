import type { EmailCodePurpose } from '../../src/lib/contract/auth.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import type { Database } from '../db/database.ts';
import { queueMail } from './mail-outbox.ts';
import { codeLimits, issueCode } from './verification-codes.ts';

// E-mail codes: the verification-code rules (verification-codes.ts: 6 digits, hashed, 5
// minutes, 1 a minute and 10 a day per address, 5 wrong tries) on the e-mail channel, delivered
// through queueMail (the outbox in dev and test, the provider elsewhere), written in the
// language of the page that asked.

/** The message that carries a code, in the asker's language. */
export function codeMail(
  locale: Locale,
  purpose: EmailCodePurpose | 'change',
  code: string,
): { subject: string; text: string } {
  const minutes = String(codeLimits.validSeconds / 60);
  const why = {
    register: pick(locale, '注册账号', 'create your account'),
    login: pick(locale, '登录', 'log in'),
    forget: pick(locale, '重置密码', 'reset your password'),
    change: pick(locale, '将此邮箱设为账号邮箱', 'make this your account e-mail'),
  }[purpose];
  return {
    subject: pick(locale, `您的验证码：${code}`, `Your verification code: ${code}`),
    text: pick(
      locale,
      `您正在${why}，验证码：${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
      `Use the code ${code} to ${why}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ),
  };
}

/**
 * Sends an e-mail code for a purpose under the limits and mails it, whether or not the address
 * has an account: the answer must not tell (docs/security.md, "Account enumeration"); register
 * and forget say so when the code is used.
 */
export async function sendEmailCode(
  db: Database,
  email: string,
  purpose: EmailCodePurpose,
  now: Date,
  locale: Locale,
): Promise<{ expiresIn: number; retryAfter: number }> {
  const { code, expiresIn, retryAfter } = await issueCode(db, 'email', email, purpose, now, locale);
  await queueMail(db, { to: email, ...codeMail(locale, purpose, code), purpose: `code:${purpose}` }, now);
  return { expiresIn, retryAfter };
}
