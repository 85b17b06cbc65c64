/**
 * Fencing of untrusted text inside prompts (docs/architecture.md#ai-untrusted-text: applicant text is data,
 * never instructions). Text goes inside XML-like tags with `&`, `<` and `>` escaped, so it cannot close its
 * fence or open a new one (`</answer>` in an answer becomes `&lt;/answer&gt;`).
 */

/** `text` with `&`, `<`, `>` and `"` escaped as XML entities. */
export function escapeData(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `<tag a="1">escaped text</tag>`; attribute values are escaped too. */
export function fence(tag: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeData(v)}"`)
    .join('');
  return `<${tag}${attrs}>${escapeData(text)}</${tag}>`;
}
