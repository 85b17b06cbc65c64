import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JOB_TOPIC_GROUPS } from '../../../shared/job-topics';
import { BANK } from '../../../functions/ai/offline/bank';
import {
  BankGroupSchema,
  GenericFileSchema,
  MIN_TOPIC_QUESTIONS,
  TemplatesFileSchema,
} from '../../../functions/ai/offline/bank/types';

const dir = join(__dirname, '../../../functions/ai/offline/bank');
const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const groupFiles = readdirSync(join(dir, 'groups')).filter((f) => f.endsWith('.json'));

describe('the offline bank data files', () => {
  it.each(groupFiles)('groups/%s matches the bank schema', (file) => {
    const parsed = BankGroupSchema.safeParse(read(join('groups', file)));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('generic.json and templates.json match their schemas', () => {
    expect(GenericFileSchema.safeParse(read('generic.json')).error?.issues ?? []).toEqual([]);
    expect(TemplatesFileSchema.safeParse(read('templates.json')).error?.issues ?? []).toEqual([]);
  });

  it('has one file per topic group, and every predefined topic exactly once', () => {
    expect(groupFiles).toHaveLength(JOB_TOPIC_GROUPS.length);
    expect(BANK.map((g) => g.group)).toEqual(JOB_TOPIC_GROUPS.map((g) => g.group));
    expect(BANK.map((g) => g.topics.map((t) => t.name))).toEqual(JOB_TOPIC_GROUPS.map((g) => [...g.topics]));
  });

  it('gives every bank topic at least 12 role questions', () => {
    expect(MIN_TOPIC_QUESTIONS).toBe(12);
    const short = BANK.flatMap((g) => g.topics)
      .filter((t) => t.questions.length < MIN_TOPIC_QUESTIONS)
      .map((t) => `${t.name}: ${t.questions.length}`);
    expect(short).toEqual([]);
  });

  it('repeats no question text inside a group, in either language', () => {
    for (const group of BANK) {
      const questions = [...group.questions, ...group.topics.flatMap((t) => t.questions)];
      for (const lang of ['en', 'es'] as const) {
        const texts = questions.map((q) => q[lang].text);
        expect(
          texts.filter((t, i) => texts.indexOf(t) !== i),
          group.group,
        ).toEqual([]);
      }
    }
  });
});
