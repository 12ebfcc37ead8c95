// The delivery CLIs refuse bad arguments: the real scripts run under this Node, each bad value
// answers one line on stderr and exit code 2, and the export and publish folders are left as
// they were. None of these needs a build or an API: they stop before reading either.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { helpText, parseCli } from '../../../../scripts/delivery/cli-args.ts';
import { exportCli, publishCli, rebuildCli } from '../../../../scripts/delivery/commands.ts';
import { metaFileName, readExportMeta } from '../../../../scripts/delivery/export-meta.ts';
import { root } from '../../../../scripts/delivery/processes.ts';

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a repository script to its end with the given arguments and environment. */
function runCli(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, script), ...args], {
      cwd: root,
      env: {
        ...process.env,
        APP_ENV: 'test',
        // Nothing listens there: a run that got past its arguments would fail differently.
        API_BASE: 'http://127.0.0.1:9',
        PORTAL_DIST: join(tmpdir(), 'delivery-cli-no-build'),
        OSS_ENDPOINT: 'http://127.0.0.1:9',
        OSS_ACCESS_KEY_ID: 'test-key',
        OSS_ACCESS_KEY_SECRET: 'test-secret',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => {
      done({ status, stdout, stderr });
    });
  });
}

/** Every file below a folder with its bytes, to prove nothing changed. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = join(entry.parentPath, entry.name);
      files[file] = readFileSync(file, 'utf8');
    }
  }
  return files;
}

/** A last good export of both editions, with its records (partial or not). */
function lastExport(partialReason?: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'delivery-cli-'));
  for (const edition of ['zh', 'en'] as const) {
    mkdirSync(join(folder, edition, 'exhibition'), { recursive: true });
    writeFileSync(join(folder, edition, 'index.html'), `<p>${edition} home</p>`);
    writeFileSync(join(folder, edition, 'exhibition', '1.html'), `<p>${edition} 1</p>`);
    const meta = {
      edition,
      exportedAt: '2026-01-01T00:00:00.000Z',
      pages: { '/': { file: 'index.html', tags: ['home'] } },
      ...(partialReason !== undefined && { partial: true, partialReason }),
    };
    writeFileSync(join(folder, edition, metaFileName), JSON.stringify(meta));
  }
  return folder;
}

/** Expects exit 2 with one line on stderr, `[command] ...` naming `needle`, and nothing on stdout. */
function expectRefused(run: Run, command: string, needle: string): void {
  expect(run.status, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]?.startsWith(`[${command}] `)).toBe(true);
  expect(lines[0]).toContain(needle);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe('npm run export arguments', () => {
  let out: string;
  let before: Record<string, string>;
  beforeEach(() => {
    out = lastExport();
    before = snapshot(out);
  });

  it.each([
    [['--workers', 'abc'], "--workers must be a positive whole number, got 'abc'"],
    [['--chunk-size', 'abc'], "--chunk-size must be a positive whole number, got 'abc'"],
    [['--chunk-size', '0'], "--chunk-size must be at least 1, got '0'"],
    [['--in-flight', '-3'], "option '--in-flight' argument is ambiguous"],
    [['--limit', '1.5'], "--limit must be a positive whole number, got '1.5'"],
    [['--sample-every', ''], '--sample-every must be a positive whole number'],
    [['--workers', '1000'], "--workers must be at most 64, got '1000'"],
    [['--shard', '3/2'], "--shard i must be between 1 and n, got '3/2'"],
    [['--shard', 'half'], "--shard must look like i/n with 1 <= i <= n <= 1000, e.g. 2/3, got 'half'"],
    [['--shards', '1/2'], "unknown option '--shards'"],
    [['--single-reads=yes'], "'--single-reads' does not take an argument"],
    [['stray'], "unexpected argument 'stray'"],
  ])('refuses %j with exit 2 and leaves the last export alone', async (args, needle) => {
    const run = await runCli('scripts/export.ts', ['--out', out, ...args]);
    expectRefused(run, 'export', needle);
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(out).sort()).toEqual(['en', 'zh']);
  });

  it('refuses a bad value through the npm task before it builds anything', async () => {
    // PORTAL_DIST points at a folder that does not exist: a build would create it.
    const run = await runCli('scripts/tasks.ts', ['export', '--skip-build', '--workers', 'abc']);
    expectRefused(run, 'export', "--workers must be a positive whole number, got 'abc'");
    expect(existsSync(join(tmpdir(), 'delivery-cli-no-build'))).toBe(false);
    const built = await runCli('scripts/tasks.ts', ['export', '--workers', 'abc']);
    expectRefused(built, 'export', "--workers must be a positive whole number, got 'abc'");
    expect(existsSync(join(tmpdir(), 'delivery-cli-no-build'))).toBe(false);
  });

  it('prints its options with their defaults on --help and exits 0', async () => {
    const run = await runCli('scripts/export.ts', ['--help', '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('usage: npm run export --');
    expect(run.stdout).toMatch(/--chunk-size <n>\s+Inventory items per chunk.*\(default: 400\)/);
    expect(run.stdout).toMatch(/--in-flight <n>\s+.*\(default: 8\)/);
    for (const option of [
      '--out <dir>',
      '--workers <n>',
      '--limit <n>',
      '--sample-every <n>',
      '--single-reads',
    ]) {
      expect(run.stdout).toContain(option);
    }
    expect(snapshot(out)).toEqual(before);
  });
});

describe('npm run publish arguments', () => {
  it.each([
    [['--concurrency', 'abc'], "--concurrency must be a positive whole number, got 'abc'"],
    [['--concurrency', '0'], "--concurrency must be at least 1, got '0'"],
    [['--edition', 'fr'], "--edition must be one of zh, en, got 'fr'"],
    [['--bucket', 'x'], "unknown option '--bucket'"],
    [['--prune=1'], "'--prune' does not take an argument"],
  ])('refuses %j with exit 2 before writing anything', async (args, needle) => {
    const folder = lastExport();
    const before = snapshot(folder);
    const run = await runCli('scripts/publish-oss.ts', ['--root', folder, ...args]);
    expectRefused(run, 'publish', needle);
    expect(snapshot(folder)).toEqual(before);
    expect(existsSync(join(folder, '.publish'))).toBe(false);
  });

  it('prints its options on --help and exits 0', async () => {
    const run = await runCli('scripts/publish-oss.ts', ['--help']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('usage: npm run publish --');
    expect(run.stdout).toMatch(/--concurrency <n>\s+.*\(default: 16\)/);
    expect(run.stdout).toMatch(/--edition <zh\|en>\s+.*\(repeatable\) \(default: zh, en\)/);
    expect(run.stdout).toContain('--prune');
  });

  it('refuses --prune of a partial export with exit 2, deleting and uploading nothing', async () => {
    const folder = lastExport('--limit 2');
    const before = snapshot(folder);
    const run = await runCli('scripts/publish-oss.ts', ['--root', folder, '--prune']);
    expectRefused(
      run,
      'publish',
      'refusing --prune: the export of zh (--limit 2), en (--limit 2) is partial',
    );
    expect(snapshot(folder)).toEqual(before);
    expect(existsSync(join(folder, '.publish'))).toBe(false);
  });

  it('refuses --prune when only the chosen edition is partial, and allows the complete one', async () => {
    const folder = lastExport();
    const zhMeta = join(folder, 'zh', metaFileName);
    const meta = JSON.parse(readFileSync(zhMeta, 'utf8')) as Record<string, unknown>;
    writeFileSync(zhMeta, JSON.stringify({ ...meta, partial: true, partialReason: '--sample-every 20' }));
    const refused = await runCli('scripts/publish-oss.ts', ['--root', folder, '--prune', '--edition', 'zh']);
    expectRefused(refused, 'publish', 'zh (--sample-every 20)');
    const allowed = await runCli('scripts/publish-oss.ts', [
      '--root',
      folder,
      '--prune',
      '--dry-run',
      '--edition',
      'en',
    ]);
    expect(allowed.status, allowed.stderr).toBe(0);
    expect(allowed.stdout).toContain('would upload 2');
  });

  it('publishes a partial export without --prune, with a warning', async () => {
    const folder = lastExport('--limit 2');
    const run = await runCli('scripts/publish-oss.ts', ['--root', folder, '--dry-run']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('[publish] warning: the export of zh is partial (--limit 2)');
    expect(run.stderr).toContain('[publish] warning: the export of en is partial (--limit 2)');
    expect(run.stdout).toContain('would upload 4');
  });
});

describe('npm run rebuild arguments', () => {
  it.each([
    [[], 'give at least one --tag or --path'],
    [
      ['--tag', 'Exhibition 1'],
      "--tag must look like kind or kind:id (lower-case kind, e.g. exhibition:123), got 'Exhibition 1'",
    ],
    [
      ['--tag', 'exhibition:1', '--path', 'exhibition/1.html'],
      '--path must look like a path starting with /',
    ],
    [['--tag', 'exhibition:1', '--who', ''], '--who'],
    [['--tags', 'exhibition:1'], "unknown option '--tags'"],
  ])('refuses %j with exit 2', async (args, needle) => {
    expectRefused(await runCli('scripts/rebuild.ts', args), 'rebuild', needle);
  });

  it('prints its options on --help and exits 0', async () => {
    const run = await runCli('scripts/rebuild.ts', ['-h']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('usage: npm run rebuild --');
    expect(run.stdout).toMatch(/--tag <tag>\s+Cache tag to rebuild.*\(repeatable\)/);
    expect(run.stdout).toMatch(/--who <name>\s+.*\(default: cli:/);
  });
});

describe('parseCli', () => {
  it('turns valid arguments into typed values with the schema defaults', () => {
    expect(parseCli(exportCli, ['--limit', '2', '--workers', '1'])).toEqual({
      kind: 'values',
      values: { workers: 1, 'in-flight': 8, 'chunk-size': 400, limit: 2, 'single-reads': false },
    });
    expect(parseCli(publishCli, ['--edition', 'en', '--prune'])).toMatchObject({
      kind: 'values',
      values: { edition: ['en'], prune: true, concurrency: 16, 'dry-run': false },
    });
    expect(parseCli(rebuildCli, ['--tag', 'list:exhibition', '--tag', 'home'])).toMatchObject({
      kind: 'values',
      values: { tag: ['list:exhibition', 'home'], path: [] },
    });
  });

  it('lists every problem of one command line on one line', () => {
    const outcome = parseCli(exportCli, ['--workers', 'x', '--chunk-size', '0']);
    expect(outcome).toEqual({
      kind: 'error',
      message:
        "[export] --workers must be a positive whole number, got 'x'; --chunk-size must be at least 1, got '0'",
    });
  });

  it('treats --help after -- as an argument, not a request for help', () => {
    expect(parseCli(rebuildCli, ['--', '--help'])).toMatchObject({ kind: 'error' });
  });

  it('generates the help of every option from the schema', () => {
    const text = helpText(rebuildCli);
    expect(text.split('\n').filter((line) => line.startsWith('  --'))).toHaveLength(3);
    expect(text).toContain('-h, --help');
  });
});

describe('older export records', () => {
  it('read as complete exports without warnings', () => {
    const folder = lastExport();
    expect(readExportMeta(folder, 'zh')).toMatchObject({ edition: 'zh', partial: false, warnings: [] });
  });

  it('are refused when damaged, rather than read as complete', () => {
    const folder = lastExport();
    const file = join(folder, 'zh', metaFileName);
    writeFileSync(file, JSON.stringify({ edition: 'zh', exportedAt: '', pages: {}, partial: 'yes' }));
    expect(() => readExportMeta(folder, 'zh')).toThrow('is not an export record');
    writeFileSync(file, JSON.stringify({ edition: 'zh', exportedAt: '' }));
    expect(() => readExportMeta(folder, 'zh')).toThrow('no pages');
  });
});
