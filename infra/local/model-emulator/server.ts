import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenHttp1And2 } from '../dual-protocol-listener';
import { requestKind, type RequestKind } from './content';
import { faultDrawer, seededRandom, type FaultKind, type FaultMix } from './faults';
import { planReply } from './reply';
import { bedrockError, bedrockReply, bedrockRequest } from './protocol-bedrock';
import { openAiError, openAiReply, openAiRequest } from './protocol-openai';
import type { Outgoing } from './reply';

/**
 * A model server for tests, `npm start` and `npm run start:artifacts`: Bedrock Converse
 * (`POST /model/{modelId}/converse`, what `@aws-sdk/client-bedrock-runtime` sends when its endpoint is set
 * here) and OpenAI chat completions (`POST /v1/chat/completions`, tool calls or `json_schema`). Answers are
 * derived from the request (`./content.ts`), take as long as a model of the set speed, and a seeded share
 * of them fail the way real ones do (`./faults.ts`). `GET /emulator/stats` lists what was asked and answered.
 */

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
}

/** What the emulator did with one request. */
export interface EmulatedCall {
  protocol: 'bedrock' | 'openai';
  kind: RequestKind;
  fault?: FaultKind;
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
  const calls: EmulatedCall[] = [];
  const open = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    if (req.method === 'GET' && url.pathname === '/emulator/stats') {
      return send(res, { status: 200, body: { calls }, inputTokens: 0, outputTokens: 0 });
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
    const fault = draw();
    const left = new AbortController();
    res.on('close', () => left.abort());
    let out: Outgoing;
    if (fault === 'throttle' || fault === 'unavailable') {
      await sleep(ttft / 4, left.signal);
      out = protocol === 'bedrock' ? bedrockError(fault) : openAiError(fault);
    } else if (fault === 'timeout') {
      await sleep(hangMs, left.signal);
      out = protocol === 'bedrock' ? bedrockError(fault) : openAiError(fault);
    } else {
      const plan = planReply(request, fault);
      await sleep(ttft + (tps > 0 ? (plan.outputTokens * 1000) / tps : 0), left.signal);
      out = protocol === 'bedrock' ? bedrockReply(plan) : openAiReply(plan);
    }
    calls.push({
      protocol,
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
