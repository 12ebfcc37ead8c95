// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../../src/islands/i18n/I18nProvider.tsx';
import { useT } from '../../../../src/islands/i18n/use-t.ts';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { messages, type MessageKey } from '../../../../src/lib/i18n/messages.ts';

afterEach(cleanup);

function Text({ k, values }: { k: MessageKey; values?: Record<string, string> }) {
  const t = useT();
  return <span>{t(k, values)}</span>;
}

describe('islandMessages', () => {
  it('keeps only the keys that start with one of the prefixes', () => {
    const { locale, messages: picked } = islandMessages('en', ['header.', 'a11y.closeDialog']);
    expect(locale).toBe('en');
    expect(picked['header.login']).toBe('Log in');
    expect(picked['a11y.closeDialog']).toBe('Close dialog');
    expect(picked['a11y.skipToContent']).toBeUndefined();
    expect(picked['nav.home']).toBeUndefined();
    const expected = Object.keys(messages.en).filter(
      (key) => key.startsWith('header.') || key === 'a11y.closeDialog',
    );
    expect(Object.keys(picked).sort()).toEqual(expected.sort());
  });
  it('takes the texts of the given locale', () => {
    expect(islandMessages('zh', ['header.login']).messages).toEqual({ 'header.login': '登录' });
  });
  it('gives nothing for no prefixes, and survives a JSON round trip as an island prop must', () => {
    expect(islandMessages('zh', []).messages).toEqual({});
    const props = islandMessages('zh', ['toast.']);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });
});

describe('I18nProvider and useT', () => {
  it('renders the texts of its locale, with interpolation and no HTML escaping', () => {
    render(
      <I18nProvider i18n={islandMessages('en', ['header.'])}>
        <Text k="header.login" />
        <Text k="header.greeting" values={{ name: 'Li <Lei>' }} />
      </I18nProvider>,
    );
    expect(screen.getByText('Log in')).toBeTruthy();
    expect(screen.getByText('Hi, Li <Lei>')).toBeTruthy();
  });
  it('keeps two islands of different locales on one page apart', () => {
    render(
      <>
        <I18nProvider i18n={islandMessages('zh', ['header.'])}>
          <Text k="header.logout" />
        </I18nProvider>
        <I18nProvider i18n={islandMessages('en', ['header.'])}>
          <Text k="header.logout" />
        </I18nProvider>
      </>,
    );
    expect(screen.getByText('退出')).toBeTruthy();
    expect(screen.getByText('Log out')).toBeTruthy();
  });
  it('shows a key the island did not ask for as the key itself', () => {
    render(
      <I18nProvider i18n={islandMessages('en', ['header.'])}>
        <Text k="nav.home" />
      </I18nProvider>,
    );
    expect(screen.getByText('nav.home')).toBeTruthy();
  });
  it('has its texts on the first render, so server HTML already holds them', () => {
    const html = renderToString(
      <I18nProvider i18n={islandMessages('zh', ['confirm.'])}>
        <Text k="confirm.cancel" />
      </I18nProvider>,
    );
    expect(html).toContain('取消');
  });
});
