import { loadEnvConfig, type EnvConfig } from '../../env/index.ts';

let current: EnvConfig | undefined;

/** The validated environment config of this process (APP_ENV), loaded once at first use. */
export function getConfig(): EnvConfig {
  current ??= loadEnvConfig();
  return current;
}
