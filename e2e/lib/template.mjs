// A data directory holding the shipped data already imported, made once per
// binary and copied for every test server. The first start of the real binary
// imports the catalogue and half a million admission rows (a minute or more on
// a loaded machine); every test file starting from scratch would pay it again.
// The copy is exactly what `make run` leaves after its first start.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitReady(url, proc, log, deadline) {
  for (;;) {
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`server did not start:\n${log()}`);
    await sleep(200);
  }
}

// templateDir returns the prepared directory, building it when this binary has none yet.
// Concurrent callers wait for the one that builds it (mkdir is the lock).
export async function templateDir(bin, env, freePort) {
  const st = statSync(bin);
  const dir = join(tmpdir(), `zhiyuan-e2e-template-${st.size}-${Math.floor(st.mtimeMs)}`);
  const ready = join(dir, '.ready');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 20 * 60_000; // an upper bound for the import on a loaded machine
  for (;;) {
    if (existsSync(ready)) return dir;
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`template ${dir} was not prepared in time`);
      await sleep(500);
    }
  }
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    const port = await freePort();
    const addr = `127.0.0.1:${port}`;
    const proc = spawn(bin, ['run'], { env: { ...env, ZHIYUAN_ADDR: addr, ZHIYUAN_DATA_DIR: dir }, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    proc.stderr.on('data', (b) => { log += b; });
    await waitReady(`http://${addr}`, proc, () => log, deadline);
    proc.kill('SIGINT');
    await new Promise((r) => proc.exitCode !== null ? r() : proc.on('exit', r));
    writeFileSync(ready, new Date().toISOString());
    removeStale(dir);
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// removeStale deletes the templates of earlier binaries (1.5 GB each: every build makes one) that
// no run has prepared for two hours; a younger one may still serve a run of another checkout.
function removeStale(keep) {
  const prefix = 'zhiyuan-e2e-template-';
  for (const name of readdirSync(tmpdir())) {
    const dir = join(tmpdir(), name);
    if (!name.startsWith(prefix) || name.endsWith('.lock') || dir === keep || existsSync(`${dir}.lock`)) continue;
    try {
      if (Date.now() - statSync(join(dir, '.ready')).mtimeMs > 2 * 3600_000) rmSync(dir, { recursive: true, force: true });
    } catch { /* not a finished template, or gone already */ }
  }
}

// copyTemplate fills an empty data directory from the template (without its marker).
export function copyTemplate(template, dataDir) {
  execFileSync('cp', ['-a', `${template}/.`, dataDir]);
  rmSync(join(dataDir, '.ready'), { force: true });
  rmSync(join(dataDir, 'postgres', 'zhiyuan.port'), { force: true }); // each copy picks a free port
}
