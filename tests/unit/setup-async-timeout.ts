// Testing Library's findBy and waitFor give up after one second by default. On a CI machine whose
// two cores also run the integration and API files, a render that takes milliseconds here can
// take longer: the DOM files wait up to 8 s instead (they still fail on something that never shows).
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 8000 });
});
