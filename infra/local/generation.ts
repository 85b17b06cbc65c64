/**
 * Serves `GENERATION_QUEUE=in-process` in this process: the generation worker's function, run after
 * `LOCAL_GENERATION_DELAY_MS` (ms, 0 when unset), the wait of Lambda's asynchronous queue, so a test or a
 * browser can see a template while it is `generating`.
 */
export async function serveGenerationLocally(): Promise<void> {
  const { serveGenerationInProcess, writeTemplateQuestions } =
    await import('../../functions/interview-templates');
  const delayMs = Number(process.env.LOCAL_GENERATION_DELAY_MS || 0);
  if (!Number.isInteger(delayMs) || delayMs < 0) {
    throw new Error(
      `LOCAL_GENERATION_DELAY_MS must be a whole number of ms, not ${process.env.LOCAL_GENERATION_DELAY_MS}`,
    );
  }
  serveGenerationInProcess((event) => writeTemplateQuestions(event), { delayMs });
}
