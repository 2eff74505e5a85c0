import { type ChildProcess, spawn } from 'node:child_process';

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
}

/**
 * The server as an operator runs it (`node --import tsx server/src/main.ts`), with `env` over
 * this process's: resolves on its ready line, rejects if it exits before.
 */
export function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/ready on (http:\/\/\S+)/);
      if (m) resolve({ child, url: m[1]!, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}
