// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChoiceNames, ItemPickerField } from '../../../../src/components/editor/fields/ItemPickerField.tsx';
import { RowsField } from '../../../../src/components/editor/fields/RowsField.tsx';
import { EDIT_FORM_MESSAGE_PREFIXES } from '../../../../src/islands/editor/EditForm.tsx';
import { I18nProvider } from '../../../../src/islands/i18n/I18nProvider.tsx';
import { configureBrowserApiClient } from '../../../../src/lib/api/browser-client.ts';
import type { RowColumn } from '../../../../src/lib/editor/row-lists.ts';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { sendEnvelope, useTestServer } from '../../../../tests/support/api-test-server.ts';

// The edit form's item pickers (an ARIA combobox over GET /api/editor/choices/{kind}) and rows
// (a visa's fees), as an editor and a screen reader meet them.

const fair = (id: number, en: string, city: string) => ({
  id,
  name: { zh: `展会${String(id)}`, en },
  city: { zh: city, en: city },
  startDate: '2026-04-15',
  endDate: '2026-04-19',
  offline: id === 9,
});
const fairs = [
  fair(3, 'Canton Fair', 'Guangzhou'),
  fair(5, 'Canton Fair', 'Foshan'),
  fair(9, 'Expo 9', 'Xi’an'),
];
const en = islandMessages('en', EDIT_FORM_MESSAGE_PREFIXES);
const hidden = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

describe('ItemPickerField', () => {
  const server = useTestServer();
  beforeAll(() => {
    configureBrowserApiClient({ baseURL: server.origin });
  });
  afterEach(() => {
    cleanup();
    server.reset();
  });

  it('names the stored id, searches what is typed and picks with the arrow keys and Enter', async () => {
    server.route('GET', '/api/editor/choices/exhibitions', (hit, response) => {
      const query = new URLSearchParams(hit.search);
      const ids = query.get('ids');
      const keyword = query.get('keyword') ?? '';
      sendEnvelope(
        response,
        1,
        ids === null
          ? fairs.filter((each) => each.name.en.toLowerCase().includes(keyword.toLowerCase()))
          : fairs.filter((each) => ids.split(',').includes(String(each.id))),
      );
    });
    const { container } = render(
      <I18nProvider i18n={en}>
        <ItemPickerField
          name="exhibitionId"
          label="Fair"
          pick={{ kind: 'exhibitions', multiple: false }}
          defaultValue="9"
          noneValue={undefined}
          error={null}
          invalid={false}
        />
      </I18nProvider>,
    );
    expect(await screen.findByText('Expo 9')).toBeTruthy();
    expect(screen.getByText('offline')).toBeTruthy();
    expect(hidden(container, 'exhibitionId')).toBe('9');
    const box = screen.getByRole('combobox', { name: 'Fair' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const user = userEvent.setup();
    await user.type(box, 'canton');
    const listbox = await screen.findByRole('listbox', { name: 'Fair' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = within(listbox).getAllByRole('option');
    // Two of a name told apart by their city.
    expect(options.map((option) => option.textContent)).toEqual([
      'Canton FairGuangzhou · 2026-04-15 – 2026-04-19',
      'Canton FairFoshan · 2026-04-15 – 2026-04-19',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 found.');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(hidden(container, 'exhibitionId')).toBe('5');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Foshan · 2026-04-15 – 2026-04-19')).toBeTruthy();

    // Hostile text is searched as text, cut to the API's 50 characters.
    await user.type(box, '<img src=x onerror=alert(1)>');
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Nothing matches “<img src=x onerror=alert(1)>”.');
    });
    expect(container.querySelector('img')).toBeNull();
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    await user.click(box);
    await user.paste('y'.repeat(10_000));
    await waitFor(() => {
      expect(server.hitsOf('/api/editor/choices/exhibitions').at(-1)?.search).toContain(
        `keyword=${'y'.repeat(50)}`,
      );
    });
    const asked = server
      .hitsOf('/api/editor/choices/exhibitions')
      .map(
        (hit) =>
          new URLSearchParams(hit.search).get('keyword') ??
          `ids=${String(new URLSearchParams(hit.search).get('ids'))}`,
      );
    expect(asked[0]).toBe('ids=9');
    expect(asked.every((keyword) => keyword.length <= 50)).toBe(true);
  });

  it('keeps a list in order, with move and remove buttons, and says an id that names nothing', async () => {
    server.route('GET', '/api/editor/choices/exhibitions', (_hit, response) => {
      sendEnvelope(response, 1, [fairs[0], fairs[2]]);
    });
    const { container } = render(
      <I18nProvider i18n={en}>
        <ItemPickerField
          name="exhibitionIds"
          label="Fairs"
          pick={{ kind: 'exhibitions', multiple: true }}
          defaultValue={'9\n3\n404'}
          noneValue={undefined}
          error={null}
          invalid={false}
        />
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Chosen Fairs' });
    await waitFor(() => {
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent.split('Guangzhou')[0]),
      ).toEqual([
        expect.stringContaining('Expo 9'),
        'Canton Fair',
        expect.stringContaining('No longer exists (#404)'),
      ]);
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Canton Fair up' }));
    expect(hidden(container, 'exhibitionIds')).toBe('3\n9\n404');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Canton Fair up' }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Remove No longer exists (#404)' }));
    expect(hidden(container, 'exhibitionIds')).toBe('3\n9');
    expect(screen.getByRole('status').textContent).toBe('Removed: No longer exists (#404)');
  });

  it('clears a field that may name none to its empty value', async () => {
    server.route('GET', '/api/editor/choices/exhibitions', (_hit, response) => {
      sendEnvelope(response, 1, [fairs[0]]);
    });
    const { container } = render(
      <I18nProvider i18n={en}>
        <ItemPickerField
          name="exhibitionId"
          label="Fair"
          pick={{ kind: 'exhibitions', multiple: false }}
          defaultValue="3"
          noneValue="0"
          error={<p id="exhibitionId-error">Choose one</p>}
          invalid
        />
      </I18nProvider>,
    );
    await screen.findByText('Canton Fair');
    const box = screen.getByRole('combobox', { name: 'Fair' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain('exhibitionId-error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Fair' }));
    expect(hidden(container, 'exhibitionId')).toBe('0');
    expect(screen.getByText('none')).toBeTruthy();
  });
});

describe('ChoiceNames', () => {
  const server = useTestServer();
  beforeAll(() => {
    configureBrowserApiClient({ baseURL: server.origin });
  });
  afterEach(() => {
    cleanup();
    server.reset();
  });

  it('says the items a picker holds by name, one a line (the conflict view)', async () => {
    server.route('GET', '/api/editor/choices/exhibitions', (_hit, response) => {
      sendEnvelope(response, 1, [fairs[1]]);
    });
    const { container } = render(
      <I18nProvider i18n={en}>
        <pre>
          <ChoiceNames pick={{ kind: 'exhibitions', multiple: true }} text={'5\n404'} />
        </pre>
        <p>
          <ChoiceNames pick={{ kind: 'exhibitions', multiple: false }} text="0" />
        </p>
      </I18nProvider>,
    );
    await waitFor(() => {
      expect(container.querySelector('pre')?.textContent).toBe(
        'Canton Fair (Foshan · 2026-04-15 – 2026-04-19)\nNo longer exists (#404)',
      );
    });
    expect(container.querySelector('p')?.textContent).toBe('none');
    expect(server.hitsOf('/api/editor/choices/exhibitions')).toHaveLength(1);
  });
});

describe('RowsField', () => {
  const columns: RowColumn[] = [
    { name: 'code', kind: 'text', maxLength: undefined },
    { name: 'zh', kind: 'text', maxLength: 200 },
    { name: 'en', kind: 'text', maxLength: 200 },
    { name: 'amountMinor', kind: 'money', maxLength: undefined },
  ];
  afterEach(() => {
    cleanup();
  });

  it('adds, fills, moves and removes rows; an error shows at its row until the rows change', async () => {
    const stored = JSON.stringify({
      code: 'consular',
      zh: '使馆费',
      en: 'Consular fee',
      amountMinor: '500.00',
    });
    const { container } = render(
      <I18nProvider i18n={en}>
        <RowsField
          name="fees"
          label="Fees"
          columns={columns}
          defaultValue={stored}
          errors={{ 'fees.0.amountMinor': { key: 'editor.errors.amount' } }}
          error={null}
          invalid={false}
        />
      </I18nProvider>,
    );
    const first = screen.getByRole('group', { name: 'Fee 1' });
    const amount = within(first).getByLabelText('Amount (e.g. 500.00)');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter an amount such as 500 or 500.50 (at most two decimals)',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a fee' }));
    const second = screen.getByRole('group', { name: 'Fee 2' });
    expect(document.activeElement).toBe(within(second).getByLabelText('Code (e.g. consular)'));
    // The rows changed: the last check's errors are put aside.
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
    await user.keyboard('courier');
    await user.type(within(second).getByLabelText('Name · Chinese'), '快递费');
    await user.type(within(second).getByLabelText('Amount (e.g. 500.00)'), '12.34');
    await user.click(screen.getByRole('button', { name: 'Move Fee 2 up' }));
    const rows = (hidden(container, 'fees') ?? '').split('\n').map((line) => JSON.parse(line) as unknown);
    expect(rows).toEqual([
      { code: 'courier', zh: '快递费', en: '', amountMinor: '12.34' },
      { code: 'consular', zh: '使馆费', en: 'Consular fee', amountMinor: '500.00' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Fee 1' }));
    expect(screen.getAllByRole('group', { name: /^Fee / })).toHaveLength(1);
    expect(hidden(container, 'fees')).toBe(stored);
  });
});
