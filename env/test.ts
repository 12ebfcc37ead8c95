import { dev } from './dev.ts';
import { noThirdParty, shanghaiBucket } from './hosts.ts';
import type { EnvFile } from './schema.ts';

/** Automated tests and the shared test server: embedded reference API, local hosts. */
export const test: EnvFile = {
  ...dev,
  name: 'test',
  // Tests run the production build: what they check is what ships.
  mode: 'production',
  oss: shanghaiBucket('expoportal-test'),
  cache: { enabled: true, revalidate: 300 },
  thirdParty: noThirdParty,
};
