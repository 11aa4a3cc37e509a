// MailDev, the local inbox every mail goes to under `npm start` and `npm test`, started through its
// own API instead of its command line so that its SMTP server greets at once:
//   node scripts/lib/maildev-server.mjs SMTP_PORT WEB_PORT
import { createRequire } from 'node:module';
import MailDev from 'maildev';

const [smtp, web] = process.argv.slice(2).map(Number);
if (!smtp || !web) throw new Error('usage: maildev-server.mjs SMTP_PORT WEB_PORT');

// Its SMTP server (smtp-server) holds every new connection 100 ms before the greeting, to catch
// spam clients that talk first. The mail queue opens one connection per mail, so that pause was
// two thirds of the 150 ms a mail took to send here, and a burst of mails (a quota test queues
// hundreds) drained at about six a second. A local inbox has no spam clients to catch.
const { SMTPConnection } = createRequire(import.meta.resolve('maildev'))(
  'smtp-server/lib/smtp-connection',
);
for (const method of ['init', '_setListeners', 'connectionReady'])
  if (typeof SMTPConnection.prototype[method] !== 'function')
    throw new Error(`smtp-server's SMTPConnection has no ${method}(): update maildev-server.mjs`);
SMTPConnection.prototype.init = function greetAtOnce() {
  this._setListeners(() => this.connectionReady());
};

const server = new MailDev({ smtp, web, ip: '127.0.0.1', silent: true });
server.listen();
