/**
 * Saves text as a file in the browser through a Blob and an object URL: no server round trip.
 * @param name - the file name offered to the user.
 * @param type - the MIME type, with its charset.
 */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Free text as part of a file name: the characters file systems refuse and spaces become dashes. */
export function safeFileName(text: string, fallback: string): string {
  return text.trim().replace(/[\\/:*?"<>|\s]+/g, '-') || fallback;
}
