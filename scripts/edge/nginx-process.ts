// The parts of an nginx.conf that run nginx itself, unprivileged and in the foreground, with
// everything it writes inside one folder: the edge (nginx-config.ts) and the edge bench use them.

/** The main context of a foreground nginx whose pid, log and files live in `dir`. */
export function nginxMainLines(dir: string, workerUser?: string): string[] {
  return [
    'daemon off;',
    ...(workerUser === undefined ? [] : [`user ${workerUser};`]),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
  ];
}

/** The http context's temporary folders, inside `dir` (the defaults need root's /var/lib/nginx). */
export function nginxTempPaths(dir: string): string[] {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
  );
}
