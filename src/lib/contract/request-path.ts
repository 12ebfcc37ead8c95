// Which request targets the origin and the API refuse before routing. Browsers resolve `.` and
// `..` segments before they send a URL, so a target that still holds one, literal or
// percent-encoded, comes from a hand-made request. Letting a later layer resolve it defeats every
// prefix check made before: `/api/%2e%2e/ossApi/newsContent/5.html` passed the origin as an /api
// call and reached the API's uncleaned /ossApi article.

/**
 * True when the path of a request target holds a dot segment (`.` or `..`, any mix of literal
 * dots and `%2e`) or a backslash (literal or `%5c`, which some layers read as `/`).
 * @example hasUnsafePathSegment('/api/%2e%2e/ossApi/newsContent/5.html') // true
 */
export function hasUnsafePathSegment(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (/\\|%5c/i.test(path)) return true;
  return path.split('/').some((segment) => {
    const dots = segment.replace(/%2e/gi, '.');
    return dots === '.' || dots === '..';
  });
}
