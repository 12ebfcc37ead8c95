import { describe, expect, it } from 'vitest';
import { auditDetailLines } from '../../../../src/lib/editor/audit-detail.ts';
import { serverI18n } from '../../../../src/lib/i18n/server.ts';

const en = serverI18n('en').t;
const zh = serverI18n('zh').t;

describe('auditDetailLines', () => {
  it('says a save’s version and fields in the editor’s language', () => {
    expect(auditDetailLines({ version: 3, fields: 'title,summary' }, en, 'en')).toEqual([
      'Version 3',
      'Fields: Title, Summary',
    ]);
    expect(auditDetailLines({ version: 3, fields: 'title,summary' }, zh, 'zh')).toEqual([
      '版本 3',
      '字段：标题、摘要',
    ]);
  });
  it('says a restore, a schedule with its China time, a cancel and a run', () => {
    expect(auditDetailLines({ restored: 2, version: 5 }, en, 'en')).toEqual([
      'Restored version 2',
      'Version 5',
    ]);
    expect(auditDetailLines({ scheduled: 'offline', at: '2026-11-21T01:05:00.000Z' }, en, 'en')).toEqual([
      'Take offline at Nov 21, 2026 09:05',
    ]);
    expect(auditDetailLines({ cancelled: 'online', scheduledId: 4 }, zh, 'zh')).toEqual([
      '已取消：上线',
      '定时任务 #4',
    ]);
  });
  it('shows an unknown detail as it is and leaves out empty ones', () => {
    expect(auditDetailLines({ picture: 'a.webp', note: null, empty: '' }, en, 'en')).toEqual([
      'picture: a.webp',
    ]);
    expect(auditDetailLines({ fields: 'nosuchfield' }, en, 'en')).toEqual(['Fields: nosuchfield']);
  });
});
