// `npm run doctor -- --env <name>`: what an environment needs from the process environment.
// Lists every setting and secret the portal, the origin and the delivery scripts read, which are
// set, which are missing, and what stays off because of it (third-party integrations included:
// their values are withheld from the repository, so an operator sets them). Exits 1 when a
// setting the environment requires is missing or a value is malformed. dev and test need nothing
// external: the embedded API, a per-run news secret and no third parties are their defaults.
import {
  envNames,
  EnvConfigError,
  loadEnvConfig,
  loadSecrets,
  type EnvConfig,
  type EnvName,
} from '../env/index.ts';

/** How much an environment needs a setting: a missing required one fails the check. */
export type Need = 'required' | 'recommended' | 'optional';

/** One setting or secret and what it turns on. */
export interface DoctorItem {
  /** The process variables that make it up (all must be set). */
  variables: readonly string[];
  kind: 'setting' | 'secret';
  /** What works only when it is set (what stays off without it). */
  enables: string;
  /** How much the environment needs it. */
  need: (config: EnvConfig) => Need;
  /**
   * Whether it is set. Third-party settings count as set when the environment file gives a
   * value too (dev's tracking collector); the default is every variable non-empty.
   */
  isSet?: (config: EnvConfig, environ: NodeJS.ProcessEnv) => boolean;
  /** What happens when it is missing and the environment copes (dev's per-run news secret). */
  fallback?: (config: EnvConfig) => string | undefined;
}

/** One line of the report. */
export interface DoctorRow {
  variables: string;
  kind: DoctorItem['kind'];
  need: Need;
  set: boolean;
  enables: string;
  /** What the environment does instead when it is missing, if anything. */
  fallback?: string | undefined;
}

/** The whole report: its rows, problems that stop the environment, and the exit status. */
export interface DoctorReport {
  env: EnvName;
  rows: DoctorRow[];
  /** Missing required settings and malformed values. */
  problems: string[];
  exitCode: 0 | 1;
}

/** A deployed environment: no embedded API, real hosts, the bucket is live. */
const deployed = (config: EnvConfig) => !config.embeddedApi;
/** Public and indexed: prod and spider. */
const indexed = (config: EnvConfig) => deployed(config) && config.allowRobots;
/** Visitors use it (prod), not crawlers only (spider) or staff (pre, edge nodes serve visitors too). */
const servesVisitors = (config: EnvConfig) => deployed(config) && config.name !== 'spider';

const nonEmpty = (environ: NodeJS.ProcessEnv, variable: string) => (environ[variable] ?? '') !== '';

/** Every setting and secret the portal, its origin and the delivery scripts read. */
export const doctorItems: readonly DoctorItem[] = [
  {
    variables: ['OSS_ACCESS_KEY_ID', 'OSS_ACCESS_KEY_SECRET'],
    kind: 'secret',
    enables: 'npm run publish and rebuild uploads to the bucket',
    need: (config) => (deployed(config) ? 'required' : 'optional'),
  },
  {
    variables: ['NEWS_SIGNING_SECRET'],
    kind: 'secret',
    enables: 'the information secret header: the API signs news and the portal refuses tampered bodies',
    need: (config) => (deployed(config) ? 'required' : 'optional'),
    fallback: (config) =>
      config.embeddedApi
        ? 'npm start and npm run dev make one per run'
        : 'news is read unchecked (a warning is logged)',
  },
  {
    variables: ['TICKET_SIGNING_SECRET'],
    kind: 'secret',
    enables:
      'the signed e-ticket codes the gate scanner (/checkin) admits; the API refuses to start without it',
    need: (config) => (deployed(config) && config.name !== 'edge' ? 'required' : 'optional'),
    fallback: (config) =>
      config.embeddedApi ? 'dev and test sign with a fixed development secret' : undefined,
  },
  {
    variables: ['WEBHOOK_SECRET'],
    kind: 'secret',
    enables:
      "editors' signed rebuild webhook on the origin (POST /_hooks/rebuild) and the API's push of changes",
    need: (config) => (deployed(config) && config.name !== 'edge' ? 'required' : 'optional'),
  },
  {
    variables: ['MAIL_PROVIDER_URL', 'MAIL_PROVIDER_KEY'],
    kind: 'secret',
    enables:
      'e-mail from the API (registration and login codes, notices): POSTed to the provider; MAIL_FROM names the sender',
    need: (config) => (servesVisitors(config) && config.name !== 'edge' ? 'required' : 'optional'),
    fallback: (config) =>
      config.embeddedApi
        ? 'dev and test write every e-mail to the outbox (GET /api/dev/mail-outbox)'
        : undefined,
  },
  {
    variables: ['SENTRY_DSN'],
    kind: 'secret',
    enables: 'error reporting (server and pages)',
    need: (config) => (indexed(config) ? 'required' : deployed(config) ? 'recommended' : 'optional'),
  },
  {
    variables: ['ORIGIN_URL'],
    kind: 'setting',
    enables:
      "the bucket's mirroring rules to the origin (npm run publish -- --configure-bucket; EN_ORIGIN_URL for the English edition)",
    need: (config) => (deployed(config) ? 'recommended' : 'optional'),
  },
  {
    variables: ['INDEXNOW_ENDPOINT', 'INDEXNOW_KEY'],
    kind: 'setting',
    enables: 'IndexNow pings of changed pages after a publish or rebuild',
    need: (config) => (indexed(config) ? 'recommended' : 'optional'),
  },
  {
    variables: ['BAIDU_PUSH_ENDPOINT', 'BAIDU_PUSH_TOKEN'],
    kind: 'setting',
    enables: "Baidu's link push of changed Chinese pages after a publish or rebuild",
    need: (config) => (indexed(config) ? 'recommended' : 'optional'),
  },
  {
    variables: ['CHAT_SCRIPT_URL'],
    kind: 'setting',
    enables: 'the customer-chat widget',
    need: (config) => (servesVisitors(config) && config.allowRobots ? 'recommended' : 'optional'),
    isSet: (config) => config.thirdParty.chatScriptUrl !== '',
  },
  {
    variables: ['ANALYTICS_SCRIPT_URL'],
    kind: 'setting',
    enables: 'traffic analytics',
    need: (config) => (servesVisitors(config) && config.allowRobots ? 'recommended' : 'optional'),
    isSet: (config) => config.thirdParty.analyticsScriptUrl !== '',
  },
  {
    variables: ['VISIT_TRACE_SCRIPT_URL', 'VISIT_TRACE_API_URL'],
    kind: 'setting',
    enables: 'visit tracing (terminal PC, channel PC)',
    need: (config) => (servesVisitors(config) && config.allowRobots ? 'recommended' : 'optional'),
    isSet: (config) =>
      config.thirdParty.visitTraceScriptUrl !== '' && config.thirdParty.visitTraceApiUrl !== '',
  },
  {
    variables: ['TRACKING_URL'],
    kind: 'setting',
    enables: 'the named tracking events (pc and h5) to their collector',
    need: (config) => (servesVisitors(config) && config.allowRobots ? 'recommended' : 'optional'),
    isSet: (config) => config.thirdParty.trackingUrl !== '',
  },
  {
    variables: ['RECORDER_ENABLED', 'RECORDER_UPLOAD_URL'],
    kind: 'setting',
    enables: 'the page-session recorder (rrweb)',
    need: () => 'optional',
    isSet: (config) => config.thirdParty.recorder.enabled && config.thirdParty.recorder.uploadUrl !== '',
  },
];

/**
 * The report for one environment, read from a process environment (the caller's by default).
 * @example diagnose('dev', {}).exitCode // 0
 */
export function diagnose(env: EnvName, environ: NodeJS.ProcessEnv = process.env): DoctorReport {
  const problems: string[] = [];
  let config: EnvConfig;
  try {
    config = loadEnvConfig({ ...environ, APP_ENV: env });
  } catch (error) {
    if (!(error instanceof EnvConfigError)) throw error;
    return { env, rows: [], problems: [error.message], exitCode: 1 };
  }
  try {
    loadSecrets(environ);
  } catch (error) {
    if (!(error instanceof EnvConfigError)) throw error;
    problems.push(error.message);
  }
  const rows = doctorItems.map((item): DoctorRow => {
    const set = item.isSet?.(config, environ) ?? item.variables.every((name) => nonEmpty(environ, name));
    const need = item.need(config);
    if (!set && need === 'required') problems.push(`${item.variables.join(' + ')} is required in ${env}`);
    return {
      variables: item.variables.join(' + '),
      kind: item.kind,
      need,
      set,
      enables: item.enables,
      fallback: set ? undefined : item.fallback?.(config),
    };
  });
  return { env, rows, problems, exitCode: problems.length > 0 ? 1 : 0 };
}

/** The report as lines for a terminal. */
export function formatReport(report: DoctorReport): string {
  const lines = [`environment ${report.env}:`];
  for (const row of report.rows) {
    const state = row.set ? 'set    ' : 'missing';
    const off = row.set ? '' : `  -> off: ${row.enables}${row.fallback ? `; meanwhile ${row.fallback}` : ''}`;
    lines.push(`  ${state} ${row.need.padEnd(11)} ${row.kind.padEnd(7)} ${row.variables}${off}`);
    if (row.set) lines.push(`          on: ${row.enables}`);
  }
  if (report.problems.length > 0) {
    lines.push('problems:');
    for (const problem of report.problems) lines.push(`  ${problem.replaceAll('\n', '\n  ')}`);
  } else lines.push('ok: nothing required is missing');
  return lines.join('\n');
}

/** The environment named by `--env <name>` (or `--env=<name>`), else APP_ENV, else dev. */
export function envArgument(args: readonly string[], environ: NodeJS.ProcessEnv = process.env): string {
  const index = args.findIndex((arg) => arg === '--env' || arg.startsWith('--env='));
  if (index === -1) return environ.APP_ENV ?? 'dev';
  const arg = args[index] ?? '';
  return arg.startsWith('--env=') ? arg.slice('--env='.length) : (args[index + 1] ?? '');
}

if (import.meta.main) {
  const name = envArgument(process.argv.slice(2));
  if (!(envNames as readonly string[]).includes(name)) {
    console.error(`unknown environment ${JSON.stringify(name)}: expected one of ${envNames.join(', ')}`);
    process.exit(2);
  }
  const report = diagnose(name as EnvName);
  console.log(formatReport(report));
  process.exitCode = report.exitCode;
}
