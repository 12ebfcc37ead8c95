import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

/**
 * The API of one test file: started before its first test (beforeAll) and stopped after its last
 * (afterAll). Registered hooks run in order, so a file's own beforeAll can already use it.
 */
export function useTestApi(options: Parameters<typeof startTestApi>[0] = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  // A stand-in for the instance that does not exist yet when the file's top level runs.
  return new Proxy({} as TestApi, {
    get: (_target, key) => {
      if (started === undefined)
        throw new Error('the test API starts in beforeAll: use it in tests and hooks');
      return Reflect.get(started, key) as unknown;
    },
  });
}
