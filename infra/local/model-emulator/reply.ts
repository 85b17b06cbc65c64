import { corruptReply } from './corrupt';
import { jsonTokensOf, requestKind, tokensOf, validReply, type ModelRequest } from './content';
import { feedbackReply } from './feedback';
import type { FaultKind } from './faults';

/** One answer to send: status, body, and the tokens it reports. */
export interface Outgoing {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
  inputTokens: number;
  outputTokens: number;
}

/** What a protocol module needs to write its answer. */
export interface ReplyPlan {
  request: ModelRequest;
  fault?: FaultKind;
  /** The tool input to send (already corrupted by a reply fault). */
  value: Record<string, unknown>;
  /** Output cut at the token limit: by a `cut` fault, or because the answer did not fit `maxTokens`. */
  cut: boolean;
  inputTokens: number;
  outputTokens: number;
}

/** The plan of a reply: the valid input, the fault's change, and whether it runs past `maxTokens`. */
export function planReply(request: ModelRequest, fault: FaultKind | undefined): ReplyPlan {
  const valid = requestKind(request) === 'feedback' ? feedbackReply(request) : validReply(request);
  const value = fault ? corruptReply(valid, fault as never) : valid;
  const full = jsonTokensOf(JSON.stringify(value));
  const cut = fault === 'cut' || full > request.maxTokens;
  const outputTokens = cut ? Math.min(request.maxTokens, fault === 'cut' ? Math.ceil(full / 2) : full) : full;
  return {
    request,
    value,
    cut,
    inputTokens: tokensOf(request.system + request.prompt + JSON.stringify(request.schema)),
    outputTokens,
    ...(fault ? { fault } : {}),
  };
}
