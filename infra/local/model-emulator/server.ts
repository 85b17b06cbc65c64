import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenHttp1And2 } from '../dual-protocol-listener';
import { requestKind, type RequestKind } from './content';
import { faultDrawer, seededRandom, type FaultKind, type FaultMix } from './faults';
import { defaultTokensPerMinute } from '../../../functions/ai/model-limits';
import { planReply } from './reply';
import { bedrockError, bedrockQuotaError, bedrockReply, bedrockRequest } from './protocol-bedrock';
import { openAiError, openAiQuotaError, openAiReply, openAiRequest } from './protocol-openai';
import { tokenQuota, type TokenQuota } from './quota';
import type { Outgoing } from './reply';

/**
 * A model server for tests, `npm start` and `npm run start:artifacts`: Bedrock Converse
 * (`POST /model/{modelId}/converse`, what `@aws-sdk/client-bedrock-runtime` sends when its endpoint is set
 * here) and OpenAI chat completions (`POST /v1/chat/completions`, tool calls or `json_schema`). Answers are
 * derived from the request, as long as real models write them (`./content.ts`), take as long as a model of
 * the set speed, count against a tokens-per-minute quota kept as Bedrock keeps it (`./quota.ts`; a call
 * over it is refused with the protocol's throttling error), and a seeded share of them fail the way real
 * ones do (`./faults.ts`). `GET /emulator/stats` lists what was asked and answered.
 */

/**
 * The quota when none is set: Bedrock's default for Amazon Nova Lite in us-east-1 (4 000 000 tokens a
 * minute), the product's default model, from `functions/ai/bedrock-models.ts`.
 */
export const DEFAULT_EMULATOR_TOKENS_PER_MINUTE = defaultTokensPerMinute(
  'amazon.nova-lite-v1:0',
  'us-east-1',
);

/** Settings of one emulator run. */
export interface ModelEmulatorOptions {
  /** Port to listen on (0: any free one). */
  port?: number;
  /** Seed of the fault draw: the same seed and request order give the same faults. */
  seed?: number;
  faults?: FaultMix;
  /** Time to first token (ms). */
  timeToFirstTokenMs?: number;
  /** Output speed (tokens per second); 0 answers at once. */
  tokensPerSecond?: number;
  /** How long a `timeout` fault holds the request before answering 504 (ms), unless the client leaves first. */
  hangMs?: number;
  /**
   * Each model's tokens-per-minute quota (input + `maxTokens` reserved at the start of a call, input +
   * output × burndown charged at its end); {@link DEFAULT_EMULATOR_TOKENS_PER_MINUTE} when absent.
   */
  tokensPerMinute?: number;
}

/** What the emulator did with one request. */
export interface EmulatedCall {
  protocol: 'bedrock' | 'openai';
  /** The model asked for (Bedrock: the id in the path; OpenAI: the body's `model`). */
  modelId: string;
  kind: RequestKind;
  fault?: FaultKind;
  /** Refused (429) because its reservation did not fit the tokens-per-minute quota. */
  refusedByQuota?: true;
  /** Quota tokens the call was charged (input + output × burndown; 0 when refused or failed). */
  quotaTokens: number;
  status: number;
  /** Tokens reported to the caller (0 when the answer was an error without usage). */
  inputTokens: number;
  outputTokens: number;
}

/** A running emulator. */
export interface ModelEmulator {
  url: string;
  port: number;
  calls: EmulatedCall[];
  /** Each model's tokens-per-minute quota. */
  tokensPerMinute: number;
  /** Input and output tokens reported in all answers. */
  tokens(): { inputTokens: number; outputTokens: number };
  stop(): Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/**
 * Starts the emulator.
 * @returns once it listens; `stop()` closes it and every request in flight.
 */
export async function startModelEmulator(options: ModelEmulatorOptions = {}): Promise<ModelEmulator> {
  const draw = faultDrawer(options.faults ?? {}, seededRandom(options.seed ?? 1));
  const ttft = options.timeToFirstTokenMs ?? 0;
  const tps = options.tokensPerSecond ?? 0;
  const hangMs = options.hangMs ?? 600_000;
  const tokensPerMinute = options.tokensPerMinute ?? DEFAULT_EMULATOR_TOKENS_PER_MINUTE;
  const quotas = new Map<string, TokenQuota>();
  const quotaOf = (modelId: string) => {
    if (!quotas.has(modelId)) quotas.set(modelId, tokenQuota(tokensPerMinute));
    return quotas.get(modelId)!;
  };
  const calls: EmulatedCall[] = [];
  const open = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    if (req.method === 'GET' && url.pathname === '/emulator/stats') {
      return send(res, { status: 200, body: { tokensPerMinute, calls }, inputTokens: 0, outputTokens: 0 });
    }
    const protocol = /^\/model\/[^/]+\/converse$/.test(url.pathname)
      ? 'bedrock'
      : url.pathname.endsWith('/chat/completions')
        ? 'openai'
        : undefined;
    if (req.method !== 'POST' || !protocol) {
      return send(res, { status: 404, body: { message: 'Not found' }, inputTokens: 0, outputTokens: 0 });
    }
    const body = (await readJson(req)) as Record<string, unknown>;
    const request = protocol === 'bedrock' ? bedrockRequest(body) : openAiRequest(body);
    const modelId =
      protocol === 'bedrock'
        ? decodeURIComponent(url.pathname.split('/')[2] ?? '')
        : String(body.model ?? 'emulated-model');
    const fault = draw();
    const left = new AbortController();
    res.on('close', () => left.abort());
    let out: Outgoing;
    let quotaTokens = 0;
    let refusedByQuota = false;
    if (fault === 'throttle' || fault === 'unavailable') {
      await sleep(ttft / 4, left.signal);
      out = protocol === 'bedrock' ? bedrockError(fault) : openAiError(fault);
    } else if (fault === 'timeout') {
      await sleep(hangMs, left.signal);
      out = protocol === 'bedrock' ? bedrockError(fault) : openAiError(fault);
    } else {
      const plan = planReply(request, fault);
      const quota = quotaOf(modelId);
      const taken = quota.reserve({ inputTokens: plan.inputTokens, maxTokens: request.maxTokens });
      if ('retryAfterMs' in taken) {
        refusedByQuota = true;
        out =
          protocol === 'bedrock'
            ? bedrockQuotaError()
            : openAiQuotaError({
                model: modelId,
                tokensPerMinute,
                available: quota.available(),
                requested: plan.inputTokens + request.maxTokens,
                retryAfterMs: taken.retryAfterMs,
              });
      } else {
        const started = Date.now();
        await sleep(ttft + (tps > 0 ? (plan.outputTokens * 1000) / tps : 0), left.signal);
        // A call the client left mid-way is charged the output written until then.
        const written = left.signal.aborted
          ? Math.min(plan.outputTokens, Math.floor(((Date.now() - started - ttft) * tps) / 1000))
          : plan.outputTokens;
        quotaTokens = quota.settle(taken.reserved, modelId, {
          inputTokens: plan.inputTokens,
          outputTokens: Math.max(0, written),
        });
        out = protocol === 'bedrock' ? bedrockReply(plan) : openAiReply(plan);
      }
    }
    calls.push({
      protocol,
      modelId,
      quotaTokens,
      ...(refusedByQuota ? { refusedByQuota: true as const } : {}),
      kind: requestKind(request),
      status: left.signal.aborted ? 499 : out.status,
      inputTokens: left.signal.aborted ? 0 : out.inputTokens,
      outputTokens: left.signal.aborted ? 0 : out.outputTokens,
      ...(fault ? { fault } : {}),
    });
    if (!left.signal.aborted) send(res, out);
  };

  const send = (res: ServerResponse, out: Outgoing) => {
    res.writeHead(out.status, { 'content-type': 'application/json', ...out.headers });
    res.end(JSON.stringify(out.body));
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, { status: 400, body: { message: String(error) }, inputTokens: 0, outputTokens: 0 });
    });
  };
  // The Bedrock Runtime client speaks HTTP/2 (its default handler), fetch and most OpenAI clients HTTP/1.1.
  const server = await listenHttp1And2(listener, options.port ?? 0);
  const port = server.port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    tokensPerMinute,
    tokens: () => ({
      inputTokens: calls.reduce((n, c) => n + c.inputTokens, 0),
      outputTokens: calls.reduce((n, c) => n + c.outputTokens, 0),
    }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close().then(resolve, resolve);
      }),
  };
}
