// HTTP servers of the video bench: a static file host with ranges, and the compiled API.
import http from 'node:http';

/** Stops a server of this bench, ending any connection a client left open. */
export function closeServer(server) {
  server.closeAllConnections();
  return new Promise((done) => server.close(done));
}

/** The directory over HTTP with Range support (express.static), as a static host serves it. */
export async function serveStatic(dir) {
  const { default: express } = await import('express');
  const app = express();
  app.use(express.static(dir));
  const server = http.createServer(app);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => closeServer(server),
  };
}

export async function serveApiHere() {
  process.env.GCLOUD_PROJECT ??= 'demo-hiq';
  const { createApp } = await import('../../functions/lib/app.js');
  const server = http.createServer(createApp());
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => closeServer(server),
  };
}
