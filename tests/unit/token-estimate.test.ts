import { describe, expect, it } from 'vitest';
import { scoringEstimateUsd, scoringInputTokens } from '../../functions/ai/budgeted';
import { generationEstimateUsd, generationInputTokens } from '../../functions/ai/generation-budget';
import { estimateTokens } from '../../functions/ai/token-estimate';

const JAPANESE = 'データベースのインデックスを設計し、遅いクエリを実行計画で調べました。'; // 35 characters
const ARABIC = 'قمت بتصميم فهارس قاعدة البيانات'; // 31 characters: 27 Arabic letters, 4 spaces
const ENGLISH = 'I designed the database indexes and read the slow query plans.'; // 62 characters

describe('input token estimate', () => {
  it('counts Japanese per character', () => {
    expect(estimateTokens(JAPANESE)).toBe(35);
  });

  it('counts Arabic letters per character and the spaces between them at 4 a token', () => {
    expect(estimateTokens(ARABIC)).toBe(27 + 1);
  });

  it('counts Latin-script text at about 4 characters a token', () => {
    expect(estimateTokens(ENGLISH)).toBe(Math.ceil(62 / 4));
    expect(estimateTokens('')).toBe(0);
  });

  it('counts mixed text by script', () => {
    expect(estimateTokens('SQL のインデックス')).toBe(7 + 1);
  });
});

describe('scoring budget reservation', () => {
  const item = (answer: string) => ({
    questionId: 'q1',
    question: 'How do you find a slow query?',
    keyPoints: ['Execution plan', 'Indexes'],
    answer,
  });
  const session = (answer: string, language: 'Japanese' | 'Arabic' | 'English') => ({
    topic: 'Backend',
    language,
    items: [item(answer)],
  });

  it('follows the prompt size: a long answer reserves more than a short one', () => {
    const short = scoringInputTokens(session(ENGLISH, 'English'), item(ENGLISH));
    const long = scoringInputTokens(session(ENGLISH.repeat(40), 'English'), item(ENGLISH.repeat(40)));
    expect(long - short).toBeGreaterThanOrEqual(Math.floor((39 * 62) / 4));
  });

  it('reserves about four times more for Japanese and Arabic answers than for English of the same length', () => {
    const japanese = JAPANESE.repeat(60); // 2,100 characters
    const arabic = ARABIC.repeat(60); // 1,860 characters
    const english = ENGLISH.repeat(34); // 2,108 characters
    const tokens = (a: string, l: 'Japanese' | 'Arabic' | 'English') =>
      scoringInputTokens(session(a, l), item(a));
    const base = tokens('x', 'English');
    expect(tokens(japanese, 'Japanese') - base).toBeGreaterThanOrEqual(2100);
    expect(tokens(arabic, 'Arabic') - base).toBeGreaterThanOrEqual(60 * 27);
    expect(tokens(english, 'English') - base).toBeLessThan(600);
    const model = 'amazon.nova-lite-v1:0';
    expect(scoringEstimateUsd(model, session(japanese, 'Japanese'), 3)).toBeGreaterThan(
      scoringEstimateUsd(model, session(english, 'English'), 3),
    );
  });

  it('reserves nothing for an unanswered item', () => {
    expect(scoringEstimateUsd('amazon.nova-lite-v1:0', session('  ', 'English'), 3)).toBe(0);
  });
});

describe('generation budget reservation', () => {
  const MODEL = 'amazon.nova-lite-v1:0';
  const template = (numberOfQuestions: number, description?: string) => ({
    topic: 'Backend Developer',
    language: 'Japanese' as const,
    numberOfQuestions,
    ...(description
      ? { context: { kind: 'jobPosition' as const, title: 'Backend Developer', description } }
      : {}),
  });

  it('follows the prompt size: a long job description reserves more, in every part and repair call', () => {
    const description = ENGLISH.repeat(48); // 2,976 characters, about 744 tokens
    const batch = 20;
    const calls = Math.ceil(30 / batch) + 2;
    const bare = generationInputTokens(template(30), batch);
    const long = generationInputTokens(template(30, description), batch);
    expect(long - bare).toBeGreaterThanOrEqual(calls * Math.floor(2976 / 4));
    expect(generationEstimateUsd(MODEL, template(30, description))).toBeGreaterThan(
      generationEstimateUsd(MODEL, template(30)),
    );
  });

  it('counts a Japanese job description per character', () => {
    const japanese = JAPANESE.repeat(60); // 2,100 characters
    const english = ENGLISH.repeat(34); // 2,108 characters
    const bare = generationInputTokens(template(10), 20);
    expect(generationInputTokens(template(10, japanese), 20) - bare).toBeGreaterThanOrEqual(3 * 2100);
    expect(generationInputTokens(template(10, english), 20) - bare).toBeLessThan(3 * 600);
  });

  it('reserves more for more questions: more parts, and more questions to avoid in the repair calls', () => {
    expect(generationEstimateUsd(MODEL, template(30))).toBeGreaterThan(
      generationEstimateUsd(MODEL, template(10)),
    );
  });
});
