import { describe, expect, it } from 'vitest';
import { envNames } from '../../../env/index.ts';
import { diagnose, envArgument, formatReport } from '../../../scripts/doctor.ts';

const prodSecrets = {
  OSS_ACCESS_KEY_ID: 'id',
  OSS_ACCESS_KEY_SECRET: 'secret',
  NEWS_SIGNING_SECRET: 'n'.repeat(32),
  TICKET_SIGNING_SECRET: 't'.repeat(32),
  WEBHOOK_SECRET: 'w'.repeat(32),
  SENTRY_DSN: 'https://key@sentry.example/1',
  MAIL_PROVIDER_URL: 'https://mail.example/v1/send',
  MAIL_PROVIDER_KEY: 'm'.repeat(32),
};

describe('npm run doctor', () => {
  it('passes dev and test with nothing set: they need nothing external', () => {
    for (const env of ['dev', 'test'] as const) {
      const report = diagnose(env, {});
      expect(report.exitCode).toBe(0);
      expect(report.rows.every((row) => row.need === 'optional')).toBe(true);
    }
  });

  it('fails prod without its secrets and names each one', () => {
    const report = diagnose('prod', {});
    expect(report.exitCode).toBe(1);
    expect(report.problems).toEqual([
      'OSS_ACCESS_KEY_ID + OSS_ACCESS_KEY_SECRET is required in prod',
      'NEWS_SIGNING_SECRET is required in prod',
      'TICKET_SIGNING_SECRET is required in prod',
      'WEBHOOK_SECRET is required in prod',
      'MAIL_PROVIDER_URL + MAIL_PROVIDER_KEY is required in prod',
      'SENTRY_DSN is required in prod',
    ]);
  });

  it('asks pre and prod for the mail provider the API sends codes through, not dev, test or edge', () => {
    const need = (env: (typeof envNames)[number]) =>
      diagnose(env, {}).rows.find((row) => row.variables === 'MAIL_PROVIDER_URL + MAIL_PROVIDER_KEY')?.need;
    expect(need('pre')).toBe('required');
    expect(need('prod')).toBe('required');
    expect(need('dev')).toBe('optional');
    expect(need('edge')).toBe('optional');
    const malformed = diagnose('prod', { ...prodSecrets, MAIL_PROVIDER_URL: 'ftp://mail.example' });
    expect(malformed.exitCode).toBe(1);
  });

  it('passes prod with its secrets and still lists the third parties that stay off', () => {
    const report = diagnose('prod', prodSecrets);
    expect(report.exitCode).toBe(0);
    const chat = report.rows.find((row) => row.variables === 'CHAT_SCRIPT_URL');
    expect(chat).toMatchObject({ set: false, need: 'recommended', enables: 'the customer-chat widget' });
    const text = formatReport(report);
    expect(text).toContain('missing recommended setting CHAT_SCRIPT_URL  -> off: the customer-chat widget');
    expect(text).toContain('ok: nothing required is missing');
    for (const variable of [
      'ORIGIN_URL',
      'INDEXNOW_ENDPOINT + INDEXNOW_KEY',
      'BAIDU_PUSH_ENDPOINT + BAIDU_PUSH_TOKEN',
    ])
      expect(text).toContain(variable);
  });

  it('counts a third party as set from the process environment or the environment file', () => {
    expect(diagnose('dev', {}).rows.find((row) => row.variables === 'TRACKING_URL')?.set).toBe(true);
    expect(diagnose('prod', {}).rows.find((row) => row.variables === 'TRACKING_URL')?.set).toBe(false);
    const withChat = diagnose('prod', { ...prodSecrets, CHAT_SCRIPT_URL: 'https://chat.example/w.js' });
    expect(withChat.rows.find((row) => row.variables === 'CHAT_SCRIPT_URL')?.set).toBe(true);
    // Visit tracing needs both its script and its API URL.
    const half = diagnose('prod', { VISIT_TRACE_SCRIPT_URL: 'https://trace.example/t.js' });
    expect(half.rows.find((row) => row.variables.startsWith('VISIT_TRACE'))?.set).toBe(false);
  });

  it('reports malformed values as problems', () => {
    const report = diagnose('dev', { WEBHOOK_SECRET: 'short' });
    expect(report.exitCode).toBe(1);
    expect(report.problems.join('\n')).toContain('WEBHOOK_SECRET: must be at least 16 characters');
    const badUrl = diagnose('dev', { CHAT_SCRIPT_URL: 'not a url' });
    expect(badUrl.exitCode).toBe(1);
    expect(badUrl.problems.join('\n')).toContain('thirdParty.chatScriptUrl');
  });

  it('says what dev does without a news secret, and that deployed environments would read news unchecked', () => {
    expect(diagnose('dev', {}).rows.find((row) => row.variables === 'NEWS_SIGNING_SECRET')?.fallback).toBe(
      'npm start and npm run dev make one per run',
    );
    expect(diagnose('pre', {}).rows.find((row) => row.variables === 'NEWS_SIGNING_SECRET')?.need).toBe(
      'required',
    );
  });

  it('reports every environment without throwing', () => {
    for (const env of envNames) expect(diagnose(env, prodSecrets).rows.length).toBeGreaterThan(10);
  });

  it('takes the environment from --env, --env=, APP_ENV, else dev', () => {
    expect(envArgument(['--env', 'prod'], {})).toBe('prod');
    expect(envArgument(['--env=pre'], {})).toBe('pre');
    expect(envArgument([], { APP_ENV: 'test' })).toBe('test');
    expect(envArgument([], {})).toBe('dev');
  });
});
