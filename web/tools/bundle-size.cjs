// Prints the gzipped size of the JavaScript the first route (/index) needs: the scripts in
// dist/index.html plus the home page's lazy chunk. Run after `npm run build`.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const dist = path.resolve(__dirname, '..', 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const lazy = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /^index-page\..*\.js$/.test(f)).map((f) => `assets/${f}`);
let total = 0;
for (const rel of [...initial, ...lazy]) {
  const buf = fs.readFileSync(path.join(dist, rel));
  const gz = zlib.gzipSync(buf, { level: 9 }).length;
  total += gz;
  console.log(`${rel.padEnd(40)} ${String(buf.length).padStart(9)} B  ${String(gz).padStart(8)} B gzip`);
}
console.log(`first route JS: ${(total / 1024).toFixed(1)} KiB gzipped`);
