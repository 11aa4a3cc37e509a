// Every mail the product sends is composed here, in one layout: a greeting, paragraphs, at most one
// action link (a button in HTML, the bare address in text), more paragraphs and the sign-off. The
// text and HTML parts say the same sentences; HTML escaping happens only here.
import type { MailAttachment, MailMessage } from './queue';

/** Part of a sentence; `{ strong }` is bold in HTML and plain in text. */
type Inline = string | { strong: string };
/** One paragraph: a sentence or sentences, as text or as inline parts. */
type Paragraph = string | Inline[];

export interface MailContent {
  to: string;
  subject: string;
  /** 'Hello,' or 'Hello Ada,' */
  greeting: string;
  paragraphs: Paragraph[];
  /** The mail's one link: `intro` leads to it in both parts; HTML shows `label` as a button. */
  action?: { intro: string; label: string; url: string };
  /** Paragraphs after the action. */
  after?: Paragraph[];
  attachments?: MailAttachment[];
}

const SIGN_OFF = 'The HiQ team';
const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none';

/** Escapes text for the HTML part. */
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const parts = (paragraph: Paragraph): Inline[] =>
  typeof paragraph === 'string' ? [paragraph] : paragraph;

const asText = (paragraph: Paragraph) =>
  parts(paragraph)
    .map((part) => (typeof part === 'string' ? part : part.strong))
    .join('');

const asHtml = (paragraph: Paragraph) =>
  `<p>${parts(paragraph)
    .map((part) =>
      typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`,
    )
    .join('')}</p>`;

export function composeMail(content: MailContent): MailMessage {
  const { action, after = [] } = content;
  const text = [
    content.greeting,
    ...content.paragraphs.map(asText),
    ...(action ? [`${action.intro}\n${action.url}`] : []),
    ...after.map(asText),
    SIGN_OFF,
  ].join('\n\n');
  const href = action ? escapeHtml(action.url) : '';
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    asHtml(content.greeting),
    ...content.paragraphs.map(asHtml),
    ...(action
      ? [
          asHtml(action.intro),
          `<p><a href="${href}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>`,
          `<p>Or paste this link into your browser: <br><a href="${href}">${href}</a></p>`,
        ]
      : []),
    ...after.map(asHtml),
    asHtml(SIGN_OFF),
    '</body></html>',
  ].join('\n');
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
