import { describe, expect, it } from 'vitest';
import { composeMail } from './layout';

const mail = composeMail({
  to: 'a@acme.test',
  subject: 'Subject',
  greeting: 'Hello <Ada>,',
  paragraphs: [['Your team ', { strong: 'A & B' }, ' is ready.']],
  action: { intro: 'Open it here:', label: 'Open "it"', url: 'https://hiq.test/x?a=1&b=2' },
  after: ['Thanks.'],
});

describe('composeMail', () => {
  it('writes the text part as paragraphs, the link on the line after its intro, then the sign-off', () => {
    expect(mail.text).toBe(
      [
        'Hello <Ada>,',
        'Your team A & B is ready.',
        'Open it here:\nhttps://hiq.test/x?a=1&b=2',
        'Thanks.',
        'The HiQ team',
      ].join('\n\n'),
    );
  });

  it('says the same in HTML, every value escaped, the link as a button and in full', () => {
    expect(mail.html).toContain('<p>Hello &lt;Ada&gt;,</p>');
    expect(mail.html).toContain('<p>Your team <strong>A &amp; B</strong> is ready.</p>');
    expect(mail.html).toContain('href="https://hiq.test/x?a=1&amp;b=2"');
    expect(mail.html).toContain('>Open &quot;it&quot;</a>');
    expect(mail.html).toContain('<p>Thanks.</p>\n<p>The HiQ team</p>');
    expect(mail.html).not.toContain('<Ada>');
  });

  it('keeps the subject and recipient, and adds no attachments unless given', () => {
    expect(mail).toMatchObject({ to: 'a@acme.test', subject: 'Subject' });
    expect(mail.attachments).toBeUndefined();
  });
});
