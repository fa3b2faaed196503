// Starts the real zhiyuan binary (embedded default) on a free port with a
// throw-away data directory, the way `make run` does.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyTemplate, templateDir } from './template.mjs';

const root = resolve(import.meta.dirname, '..', '..');

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
    s.on('error', fail);
  });
}

export async function startServer() {
  const bin = join(root, 'bin', 'zhiyuan');
  const template = await templateDir(bin, { ...process.env, ZHIYUAN_WEB_DIR: join(root, 'web', 'dist') }, freePort);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zhiyuan-e2e-'));
  copyTemplate(template, dataDir);
  const addr = `127.0.0.1:${port}`;
  const proc = spawn(join(root, 'bin', 'zhiyuan'), ['run'], {
    env: { ...process.env, ZHIYUAN_ADDR: addr, ZHIYUAN_DATA_DIR: dataDir, ZHIYUAN_WEB_DIR: join(root, 'web', 'dist') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  proc.stderr.on('data', (b) => { log += b; });
  const url = `http://${addr}`;
  const deadline = Date.now() + 180_000; // the data is imported already (template.mjs)
  for (;;) {
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const env = { ...process.env, ZHIYUAN_ADDR: addr, ZHIYUAN_DATA_DIR: dataDir };
  return {
    url,
    addr,
    dataDir,
    log: () => log,
    // Runs an operator command (`zhiyuan config set KEY VALUE`, …) against this server; resolves stdout.
    cli(...args) {
      return new Promise((ok, fail) => execFile(join(root, 'bin', 'zhiyuan'), args, { env, timeout: 60_000 }, (err, stdout, stderr) =>
        err ? fail(new Error(`zhiyuan ${args.join(' ')}: ${err.message}\n${stderr}`)) : ok(stdout)));
    },
    async stop() {
      proc.kill('SIGINT');
      await new Promise((r) => proc.exitCode !== null ? r() : proc.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
    // The development profile keeps SMS messages locally; a test reads the code like a phone would.
    async smsCode(phone) {
      const r = await fetch(`${url}/dev/sms?phone=${phone}`);
      const m = await r.json();
      const code = /验证码是(\d{6})/.exec(m.Text ?? '');
      if (!code) throw new Error(`no SMS for ${phone}: ${JSON.stringify(m)}`);
      return code[1];
    },
    async api(path, body = {}, token = '', headers = {}) {
      const r = await fetch(`${url}/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token, terminalType: '0', ...headers },
        body: JSON.stringify(body),
      });
      return r.json();
    },
  };
}
