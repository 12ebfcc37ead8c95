import type { AuditEntry } from '../contract/editor-publish.ts';
import type { Locale } from '../contract/locale.ts';
import { formatDateTime } from '../format.ts';
import { messages, type MessageKey } from '../i18n/messages.ts';

// What an audit entry's detail says, in the editor's language: the version a save made, the
// fields it touched, the version a restore brought back, what was scheduled for when, which
// scheduled action was cancelled or ran. A detail the console does not know is shown as it is.

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.zh, key);
}

/** A scheduled action's name (offline, online) in the editor's language. */
function actionName(t: Translate, value: unknown): string {
  const key = `editor.schedule.action.${String(value)}`;
  return isMessageKey(key) ? t(key) : String(value);
}

/** The field names of a save (`title,summary`), as the form labels them. */
function fieldNames(t: Translate, value: unknown, locale: Locale): string {
  return String(value)
    .split(',')
    .filter((name) => name !== '')
    .map((name) => {
      const key = `editor.fields.${name}`;
      return isMessageKey(key) ? t(key) : name;
    })
    .join(locale === 'zh' ? '、' : ', ');
}

/**
 * The lines an audit entry's detail shows.
 * @example auditDetailLines({ version: 3, fields: 'title' }, t, 'en') // ['Version 3', 'Fields: Title']
 */
export function auditDetailLines(detail: AuditEntry['detail'], t: Translate, locale: Locale): string[] {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(detail)) {
    if (value === null || value === '') continue;
    switch (name) {
      case 'version':
        lines.push(t('editor.audit.version', { version: String(value) }));
        break;
      case 'restored':
        lines.push(t('editor.audit.restored', { version: String(value) }));
        break;
      case 'fields':
        lines.push(t('editor.audit.fields', { fields: fieldNames(t, value, locale) }));
        break;
      case 'scheduled':
        lines.push(
          t('editor.audit.scheduled', {
            action: actionName(t, value),
            at: formatDateTime(typeof detail.at === 'string' ? detail.at : '', locale),
          }),
        );
        break;
      case 'at':
        break; // said with `scheduled`
      case 'cancelled':
        lines.push(t('editor.audit.cancelled', { action: actionName(t, value) }));
        break;
      case 'scheduledId':
        lines.push(t('editor.audit.scheduledId', { id: String(value) }));
        break;
      default:
        lines.push(`${name}: ${String(value)}`);
    }
  }
  return lines;
}
