/**
 * The cluster's one address (what NGINX or a cloud load balancer does in front of Colyseus in
 * production, in 60 lines so the example needs nothing else): HTTP matchmaking requests go to any
 * live server process, round robin, the next one when a process does not answer; a WebSocket to
 * `/{server}/{processId}/{roomId}` — the address a server gives its rooms (`publicAddress`
 * `127.0.0.1:{port}/{server}`) — goes to that server, the prefix removed.
 * Environment: PORT, BACKENDS (`s0=2601,s1=2602`). Exits when its parent goes away.
 */
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

const backends = new Map(process.env.BACKENDS.split(',').map((pair) => pair.split('=')).map(([name, port]) => [name, Number(port)]));
const ports = [...backends.values()];
let next = 0;

function route(url) {
  const m = /^\/([A-Za-z0-9]+)(\/.*)$/.exec(url);
  if (m && backends.has(m[1])) return { port: backends.get(m[1]), path: m[2], pinned: true };
  return { port: ports[next++ % ports.length], path: url, pinned: false };
}

const proxy = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const target = route(req.url);
    const tryPort = (port, left) => {
      const out = request({ host: '127.0.0.1', port, path: target.path, method: req.method, headers: req.headers }, (back) => {
        res.writeHead(back.statusCode, back.headers);
        back.pipe(res);
      });
      out.on('error', () => {
        // A dead process refuses the connection at once: ask the next one.
        if (!target.pinned && left > 0) return tryPort(ports[next++ % ports.length], left - 1);
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      out.end(body);
    };
    tryPort(target.port, ports.length - 1);
  });
});

proxy.on('upgrade', (req, socket, head) => {
  const target = route(req.url);
  const upstream = connect(target.port, '127.0.0.1', () => {
    let lines = `${req.method} ${target.path} HTTP/1.1\r\n`;
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
    upstream.write(`${lines}\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
});

// Longer than the clients' keep-alive, so a request never races the proxy closing an idle connection.
proxy.keepAliveTimeout = 65_000;
proxy.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ ready: true }));
process.on('disconnect', () => process.exit(0));
process.on('message', (m) => { if (m === 'stats') process.send({ stats: { cpu: process.cpuUsage() } }); });
