import { loadEnvConfig, loadSecrets, type EnvConfig, type Secrets } from '../../env/index.ts';

let current: EnvConfig | undefined;
let secrets: Secrets | undefined;

/** The validated environment config of this process (APP_ENV), loaded once at first use. */
export function getConfig(): EnvConfig {
  current ??= loadEnvConfig();
  return current;
}

/** The secrets of this process (read from its environment once, at first use). */
export function getSecrets(): Secrets {
  secrets ??= loadSecrets();
  return secrets;
}
