import type { EnvFile } from './schema.ts';
import { stagingEnvironment } from './staging.ts';

/** Edge: nodes close to visitors, production data, not indexed directly. */
export const edge: EnvFile = stagingEnvironment('edge', 'default');
