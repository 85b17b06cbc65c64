/**
 * The one way the product calls someone else's server: signed webhooks and the tracking systems'
 * callbacks (Greenhouse's completion `PATCH`, Ashby's `assessment.update`) all go out through
 * {@link sendOut}, so every outbound request gets the same timeout, no redirects and the same address
 * filtering.
 */

/** How long one try may take before it counts as failed (ms). */
export const DELIVERY_TIMEOUT_MS = 15_000;

/** The outcome of one try. */
export interface TryResult {
  ok: boolean;
  status?: number;
  error?: string;
  /** The answer's body, when the caller asked for it (`readBody`), at most 4 KiB of it. */
  body?: string;
}

/** One outbound request. */
export interface OutboundRequest {
  method: 'POST' | 'PATCH';
  headers: Record<string, string>;
  body?: string;
  /** Keep the first 4 KiB of the answer (a JSON API's verdict), instead of discarding it. */
  readBody?: boolean;
}

/**
 * Sends one request and reports its outcome: `ok` on a 2xx; a non-2xx, a redirect (never followed), a
 * timeout ({@link DELIVERY_TIMEOUT_MS}) or a refused address is a failed try with a short reason that
 * names no secret.
 */
export async function sendOut(url: string, request: OutboundRequest): Promise<TryResult> {
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const body = request.readBody ? (await response.text()).slice(0, 4096) : undefined;
    if (!request.readBody) await response.body?.cancel();
    return response.ok
      ? { ok: true, status: response.status, ...(body !== undefined ? { body } : {}) }
      : {
          ok: false,
          status: response.status,
          error: `HTTP ${response.status}`,
          ...(body !== undefined ? { body } : {}),
        };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { ok: false, error: name === 'TimeoutError' ? 'Timed out' : `No answer (${name})` };
  }
}
