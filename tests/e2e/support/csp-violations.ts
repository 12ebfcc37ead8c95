// Content-security-policy violations a page reports, as DOM events and console messages.
import type { Page } from '@playwright/test';

/** Records CSP violations (DOM events and console reports) of every page opened in the context. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as { __cspViolations?: string[] }).__cspViolations ??= []);
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${String(event.lineNumber)}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    violations.push(`page error at ${page.url()}: ${error.message}`);
  });
  return violations;
}

/** The violations the page recorded since it loaded. */
export async function domViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []);
}
