import type { CallOptions } from '../api/client.ts';

/** The call options a caller may pass to an endpoint: stay silent on errors, or be aborted. */
export type QuietCall = Pick<CallOptions, 'silent' | 'signal'>;
