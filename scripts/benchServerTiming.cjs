/**
 * Bench-only preload (`NODE_OPTIONS=--require scripts/benchServerTiming.cjs`, with
 * BENCH_SERVER_TIMING_FILE=<file>): records, inside the server process, how long each HTTP request
 * took from Node's 'request' event to the response's 'finish' (routing, auth, handler, database,
 * serialisation; not the kernel's or the load generator's queues), and writes
 * `[[startEpochMs, ms], …]` to the file when the process exits. The product never loads it; the
 * directory bench reads it to report server-side latency beside the load generator's.
 */
const http = require('node:http');
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_SERVER_TIMING_FILE;
if (file) {
  const timings = [];
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, res) {
    if (event === 'request') {
      const wall = Date.now();
      const start = process.hrtime.bigint();
      res.once('finish', () => timings.push([wall, Number(process.hrtime.bigint() - start) / 1e6]));
    }
    return emit.apply(this, arguments);
  };
  // tsx's own parent process loads this too but serves nothing: only a process that answered writes.
  process.on('exit', () => {
    if (timings.length) writeFileSync(file, JSON.stringify(timings));
  });
}
