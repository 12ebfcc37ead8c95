// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../src/islands/i18n/I18nProvider.tsx';
import { ToastHost } from '../../../../src/islands/ui/ToastHost.tsx';
import { BASE_Z_INDEX, TOAST_Z_INDEX } from '../../../../src/islands/ui/z-index.ts';
import { OVERLAY_MESSAGE_PREFIXES } from '../../../../src/islands/ui/OverlayHost.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { clearToasts, showToast, TOAST_DEFAULT_DURATION_MS } from '../../../../src/lib/stores/toast.ts';

function renderHost(locale: 'zh' | 'en' = 'zh') {
  return render(
    <I18nProvider i18n={islandMessages(locale, OVERLAY_MESSAGE_PREFIXES)}>
      <ToastHost />
    </I18nProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it.each([
    ['请求失败', 'Request failed'],
    ['接口验证失败', 'Request verification failed'],
    ['请输入正确的邮箱', 'Please enter a valid e-mail address'],
    ['尺寸大小不合适', 'The image size is not suitable'],
  ])('shows the fixed text %s in English on an English page', (message, english) => {
    renderHost('en');
    act(() => {
      showToast({ message, type: 'error' });
    });
    expect(screen.getByRole('alert').textContent).toContain(english);
    expect(screen.getByRole('alert').textContent).not.toContain(message);
  });

  it('keeps the fixed texts in Chinese on a Chinese page and other texts as given', () => {
    renderHost('zh');
    act(() => {
      showToast({ message: '请求失败', type: 'error' });
      showToast({ message: 'Too many requests, try again later' });
    });
    expect(screen.getByRole('alert').textContent).toContain('请求失败');
    expect(screen.getByRole('status').textContent).toContain('Too many requests, try again later');
  });

  it('keeps an empty, labelled region in the page before any toast', () => {
    renderHost('en');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.children).toHaveLength(0);
    expect(region.style.bottom).toBe('16px');
    expect(region.style.top).toBe('');
    expect(Number(region.style.zIndex)).toBe(TOAST_Z_INDEX);
    expect(TOAST_Z_INDEX).toBeGreaterThanOrEqual(BASE_Z_INDEX);
  });

  it('shows an info toast as a polite status by default, and removes it after 3000 ms', () => {
    renderHost();
    act(() => {
      showToast({ message: '已保存' });
    });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('已保存');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    expect(toast.className).toContain('ui-toast--info');
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors assertively as alerts', () => {
    renderHost();
    act(() => {
      showToast({ message: '请求失败', type: 'error' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('请求失败');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
  });

  it.each(['primary', 'success', 'info', 'warning'] as const)('styles a %s toast by its type', (type) => {
    renderHost();
    act(() => {
      showToast({ message: type, type });
    });
    expect(screen.getByRole('status').className).toContain(`ui-toast--${type}`);
  });

  it('closes one toast with its translated close button and keeps the others', () => {
    renderHost('en');
    act(() => {
      showToast({ message: 'first', duration: 0 });
      showToast({ message: 'second', duration: 0 });
    });
    const [first] = screen.getAllByRole('status');
    if (first === undefined) throw new Error('no toast');
    act(() => {
      within(first).getByRole('button', { name: 'Dismiss notification' }).click();
    });
    const left = screen.getAllByRole('status');
    expect(left).toHaveLength(1);
    expect(left[0]?.textContent).toContain('second');
  });

  it('lists toasts oldest first', () => {
    renderHost();
    act(() => {
      showToast({ message: 'one' });
      showToast({ message: 'two', type: 'success' });
    });
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual(['one×', 'two×']);
  });
});
