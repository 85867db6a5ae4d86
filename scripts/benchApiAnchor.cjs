/**
 * The API bench's anchor: a bare Node HTTP server (no framework, no database, no authentication)
 * answering every request with the same JSON body, read from the file named by BENCH_ANCHOR_BODY.
 * Driven by the same load worker as the real cases, it shows what this machine's loopback, Node's
 * HTTP stack and the load generator allow one server process on the day: the ceiling any endpoint
 * works under. `node scripts/benchApiAnchor.cjs <port>`.
 */
'use strict';
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');

const body = readFileSync(process.env.BENCH_ANCHOR_BODY);
const port = Number(process.argv[2]);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
