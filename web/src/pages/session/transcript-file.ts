import type { TFunction } from 'i18next';
import type { Transcript } from '../../../../shared/schemas/transcript';

/** A downloadable file: its name, MIME type and content. */
export interface TranscriptFile {
  name: string;
  type: string;
  content: string;
}

/**
 * The transcript as a plain-text file in the interview's language (the labels come from `t`, dates from
 * `date`): one block per question with its opening, latest answer and follow-ups, then the retention's end.
 * The applicant's own words are written as they are; a text file runs no markup.
 */
export function transcriptText(
  transcript: Transcript,
  t: TFunction,
  date: (iso: string) => string,
): TranscriptFile {
  const lines = [`${t('page.transcript.header')} · ${transcript.organizationName}`, transcript.topic];
  if (transcript.submittedAt)
    lines.push(t('page.transcript.submitted', { date: date(transcript.submittedAt) }));
  if (transcript.retainedUntil)
    lines.push(t('page.transcript.keptUntil', { date: date(transcript.retainedUntil) }));
  for (const q of transcript.questions) {
    lines.push('', `${t('page.transcript.question', { n: q.order })}: ${q.text}`);
    if (q.openedAt) lines.push(t('page.transcript.opened', { date: date(q.openedAt) }));
    lines.push(
      q.answer
        ? `${t('page.transcript.answer', { version: q.answer.version, date: date(q.answer.savedAt) })}:\n${q.answer.text}`
        : t('page.transcript.noAnswer'),
    );
    for (const f of q.followUps) {
      lines.push(`${t('page.transcript.followUp', { date: date(f.askedAt) })}: ${f.text}`);
      lines.push(f.answer === undefined ? t('page.transcript.noAnswer') : `> ${f.answer}`);
    }
  }
  return {
    name: `transcript-${transcript.sessionId}.txt`,
    type: 'text/plain;charset=utf-8',
    content: `${lines.join('\n')}\n`,
  };
}

/** The transcript as the API gave it, as a JSON file (machine-readable, GDPR Art. 20 style). */
export function transcriptJson(transcript: Transcript): TranscriptFile {
  return {
    name: `transcript-${transcript.sessionId}.json`,
    type: 'application/json',
    content: `${JSON.stringify(transcript, null, 2)}\n`,
  };
}

/** Offers a file to the browser's downloads (an object URL on a temporary link, released after). */
export function downloadFile(file: TranscriptFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
