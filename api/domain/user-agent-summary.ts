// The member's session list names each device by browser and system only: the whole User-Agent
// header is caller-written text of any length, and a short name is all the list needs.

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short name of the client: browser with major version and system, or '' when unknown.
 * @example userAgentSummary('Mozilla/5.0 (X11; Linux x86_64) ... Chrome/120.0.0.0 Safari/537.36') // 'Chrome 120, Linux'
 */
export function userAgentSummary(header: string | undefined): string {
  const value = (header ?? '').slice(0, 512);
  let browser = '';
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(value);
    if (match !== null) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const system = systems.find(([pattern]) => pattern.test(value))?.[1] ?? '';
  return [browser, system].filter((part) => part !== '').join(', ');
}
