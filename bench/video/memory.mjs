// The video bench's memory figure: what the API holds per paused playback request.
import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { median } from '../support.mjs';

function gc() {
  setFlagsFromString('--expose-gc');
  runInNewContext('gc')();
}

/**
 * What the API holds per playback request, with the compiled API served in this process (against
 * the same emulators): `parallel` full reads of one recording at once, each pausing half way, as
 * a player whose buffer is full does; with all of them paused, a garbage collection, then the JS
 * heap plus buffers over the idle process, per request. A server that streams holds its pipe's
 * buffers; one that loads the file holds the file. Median of `rounds`.
 */
export async function memoryPerRequest(apiOrigin, path, size, parallel, rounds) {
  const usage = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  // The first request loads modules and opens clients: not part of any round.
  await (await fetch(`${apiOrigin}${path}`)).arrayBuffer();
  const perRequest = [];
  for (let round = 0; round < rounds; round++) {
    gc();
    await new Promise((done) => setTimeout(done, 100));
    gc();
    const idle = usage();
    let arrived = 0;
    let allPaused;
    const paused = new Promise((done) => (allPaused = done));
    const responses = [];
    // node:http readers: a paused response stops reading its socket, so TCP backpressure reaches
    // the server, and the reader itself holds no more than its stream's small buffer.
    const reads = Promise.all(
      Array.from(
        { length: parallel },
        () =>
          new Promise((done, fail) => {
            http
              .get(`${apiOrigin}${path}`, (res) => {
                if (res.statusCode !== 200) fail(new Error(`GET recording: ${res.statusCode}`));
                let received = 0;
                let held = false;
                res.on('data', (piece) => {
                  received += piece.length;
                  if (!held && received >= size / 2) {
                    held = true;
                    res.pause();
                    responses.push(res);
                    if (++arrived === parallel) allPaused();
                  }
                });
                res.on('end', () =>
                  received === size ? done() : fail(new Error(`read ${received} of ${size} bytes`)),
                );
                res.on('error', fail);
              })
              .on('error', fail);
          }),
      ),
    );
    await Promise.race([paused, reads]);
    // Let the server fill whatever its pipe holds while the reader waits.
    await new Promise((done) => setTimeout(done, 300));
    gc();
    await new Promise((done) => setTimeout(done, 100));
    gc();
    perRequest.push((usage() - idle) / parallel);
    for (const res of responses) res.resume();
    await reads;
  }
  return median(perRequest);
}
