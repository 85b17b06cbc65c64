import { languageDir, languageTag } from '../../shared/i18n/languages';
import { escapeHtml } from './ses';

/**
 * One piece of an e-mail to an applicant. Every string is plain text: the layout escapes it for HTML.
 * - `text`: a paragraph; `tone: 'strong'` for a deadline, `'quiet'` for a hint in grey.
 * - `button`: a link styled as a button (HTML only; the plain text carries the `link` line instead).
 * - `link`: `label` followed by the URL, clickable in HTML.
 * - `code`: `label` followed by a code to type, large and monospaced in HTML.
 * - `signoff`: the closing line and the organization's name under it.
 */
export type EmailBlock =
  | { text: string; tone?: 'strong' | 'quiet' }
  | { button: string; href: string }
  | { label: string; link: string }
  | { label: string; code: string }
  | { signoff: string; org: string };

/**
 * The layout's paragraphs: a block stands alone, or blocks in an array are kept on consecutive lines of the
 * plain text (a link and the code under it).
 */
export type EmailParagraph = EmailBlock | EmailBlock[];

/** A rendered e-mail: subject, plain-text and HTML bodies. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const BUTTON_STYLE =
  'display:inline-block;background:#0972d3;color:#fff;padding:10px 18px;border-radius:18px;text-decoration:none';
const CODE_STYLE = 'font-size:20px;letter-spacing:2px;font-family:monospace';
const QUIET_STYLE = 'color:#5f6b7a';

function blockText(block: EmailBlock): string | undefined {
  if ('text' in block) return block.text;
  if ('button' in block) return undefined;
  if ('link' in block) return `${block.label} ${block.link}`;
  if ('code' in block) return `${block.label} ${block.code}`;
  return `${block.signoff}\n${block.org}`;
}

function blockHtml(block: EmailBlock): string {
  if ('text' in block) {
    const text = escapeHtml(block.text);
    if (block.tone === 'strong') return `<strong>${text}</strong>`;
    return block.tone === 'quiet' ? `<span style="${QUIET_STYLE}">${text}</span>` : text;
  }
  if ('button' in block)
    return `<a href="${escapeHtml(block.href)}" style="${BUTTON_STYLE}">${escapeHtml(block.button)}</a>`;
  if ('link' in block)
    return `${escapeHtml(block.label)} <a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a>`;
  if ('code' in block)
    return `${escapeHtml(block.label)} <strong style="${CODE_STYLE}">${escapeHtml(block.code)}</strong>`;
  return `${escapeHtml(block.signoff)}<br>${escapeHtml(block.org)}`;
}

/**
 * Wraps already escaped paragraphs in the e-mail's HTML page, with the language's `lang` and `dir` so mail
 * clients and screen readers show Arabic right to left.
 */
export function emailPage(language: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="${languageTag(language)}" dir="${languageDir(language)}"><body style="font-family:Arial,sans-serif;color:#16191f;max-width:560px">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;
}

/**
 * The one layout of the e-mails the product sends applicants: the same paragraphs as plain text (blank
 * lines between paragraphs) and as an HTML page in the language's direction, every string escaped.
 * @param language - the interview's language (its `lang` and `dir` go on the HTML page).
 */
export function renderEmail(language: string, subject: string, paragraphs: EmailParagraph[]): RenderedEmail {
  const groups = paragraphs.map((p) => (Array.isArray(p) ? p : [p]));
  const text = groups
    .map((group) => group.map(blockText).filter((line) => line !== undefined))
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
  return { subject, text, html: emailPage(language, groups.flat().map(blockHtml)) };
}
