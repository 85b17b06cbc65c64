import { parseStackInput, readStackInput, StackInputError } from '../../infra/stack-input';

/** The deploy-time input of the stack (`infra/stack-input.ts`): checked with the field named, defaults applied. */
describe('stack input', () => {
  it('rejects an invalid sender address with a message naming the field', () => {
    expect(() => parseStackInput({ emailFrom: 'not-an-email' })).toThrow(StackInputError);
    expect(() => parseStackInput({ emailFrom: 'not-an-email' })).toThrow(/emailFrom/);
  });

  it('rejects an unknown AI provider', () => {
    expect(() => parseStackInput({ aiProvider: 'gpt' as 'offline' })).toThrow(/aiProvider/);
  });

  it('reads context before the environment and applies defaults', () => {
    const context: Record<string, unknown> = {
      emailFrom: 'jobs@example.org',
      callbackUrls: 'http://localhost:5173/login',
    };
    const raw = readStackInput((k) => context[k], {
      EMAIL_FROM: 'ignored@example.org',
      AI_PROVIDER: 'offline',
    });
    const input = parseStackInput(raw);
    expect(input.emailFrom).toBe('jobs@example.org');
    expect(input.aiProvider).toBe('offline');
    expect(input.bedrockModelId).toBe('amazon.nova-lite-v1:0');
    expect(input.callbackUrls).toEqual(['http://localhost:5173/login']);
    expect(input.google).toBeUndefined();
  });
});
