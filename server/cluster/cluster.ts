/**
 * A cluster for tests and the bench: server instances on one PostgreSQL database behind Debian's
 * nginx (HTTP and the realtime WebSockets proxied), each instance a process of its own that can
 * be killed with SIGKILL and started again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

export const NGINX = '/usr/sbin/nginx';
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  port: number;
  process: ChildProcess | null;
}

export interface Cluster {
  /** The address devices use: nginx in front of the instances. */
  url: string;
  instances: Instance[];
  kill(i: number): void;
  start(i: number): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream leadstand {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 64;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://leadstand;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_read_timeout 3600s;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}

/** Starts `count` instances on `databaseUrl` (migrated and seeded already) and nginx in front. */
export async function startCluster(options: { databaseUrl: string; count: number; basePort: number; logLevel?: string }): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-cluster-'));
  const nginxPort = options.basePort;
  const instances: Instance[] = Array.from({ length: options.count }, (_, i) => ({ port: options.basePort + 1 + i, process: null }));

  const start = async (i: number) => {
    const instance = instances[i]!;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: path.join(dir, `instance-${i}`),
        PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: options.logLevel ?? 'warn',
        STATIC_DIR: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    instance.process = child;
    await waitFor(`http://127.0.0.1:${instance.port}/health`, 60_000);
  };

  await Promise.all(instances.map((_, i) => start(i)));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, instances.map((x) => x.port)));
  const nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${nginxPort}/health`, 20_000);

  return {
    url: `http://127.0.0.1:${nginxPort}`,
    instances,
    kill(i) {
      instances[i]!.process?.kill('SIGKILL');
      instances[i]!.process = null;
    },
    start,
    async stop() {
      nginx.kill('SIGQUIT');
      for (const x of instances) x.process?.kill('SIGTERM');
      await Promise.all(
        [nginx, ...instances.map((x) => x.process)].filter((p): p is ChildProcess => !!p && p.exitCode === null).map((p) => new Promise((r) => p.once('exit', r))),
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
