// The command line shared by the local stand-ins: `--name value` flags, a line saying where it
// listens, and a clean close on Ctrl-C or SIGTERM. Node built-ins only.
import { pathToFileURL } from 'node:url';

/**
 * Runs a stand-in when `moduleUrl` (its `import.meta.url`) is the script Node was started with;
 * does nothing when the module is imported. `start` gets a reader for `--name value` flags.
 * @template {{ close(): Promise<void> }} S
 * @param {string} moduleUrl
 * @param {(arg: (name: string) => string | undefined) => Promise<S>} start
 * @param {(standin: S) => string} listening what to print once it listens
 */
export async function runStandinIfMain(moduleUrl, start, listening) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const arg = (/** @type {string} */ name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const standin = await start(arg);
  console.log(listening(standin));
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
