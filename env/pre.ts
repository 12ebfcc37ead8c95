import type { EnvFile } from './schema.ts';
import { stagingEnvironment } from './staging.ts';

/** Pre-production: production data and hosts behind a staging name; not indexed. */
export const pre: EnvFile = stagingEnvironment('pre', 'pre');
