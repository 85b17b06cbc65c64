import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { type FormEvent, useState } from 'react';
import type { Language } from '../../../../shared/interview-options';
import {
  MAX_KEY_POINTS,
  type WriteInterviewTemplateRequest,
  WriteInterviewTemplateRequestSchema,
} from '../../../../shared/schemas/interview-template';
import type { TimeLimits } from '../../../../shared/time-limits';
import { FollowUpsField } from './follow-ups-field';
import { minutesOf, TimeLimitFields, timeLimitsOf } from './time-limit-fields';
import { LANGUAGE_OPTIONS } from './template-form-values';

/** A question while it is edited: key points as one text, one per line. */
interface DraftQuestion {
  key: number;
  id?: string;
  text: string;
  keyPoints: string;
  /** The question's own follow-up setting, kept as it was (the editor sets the template's). */
  followUps?: number;
}

/** Props of {@link QuestionEditor}. */
export interface QuestionEditorProps {
  title: string;
  submitLabel: string;
  initial?: {
    topic: string;
    language: Language;
    questions: { id?: string; text: string; keyPoints: string[]; followUps?: number }[];
    timeLimits?: TimeLimits;
    followUps?: number;
  };
  saving: boolean;
  /** Message of the last failed save, shown above the buttons; the fields keep their values. */
  failure?: string;
  onSubmit: (body: WriteInterviewTemplateRequest) => void;
  onCancel: () => void;
  /** When given, each question has "Regenerate with AI", which replaces it with the answer. */
  onRegenerate?: (avoid: string[]) => Promise<{ text: string; keyPoints: string[]; notice?: string }>;
}

let nextKey = 1;
const draft = (q?: {
  id?: string;
  text: string;
  keyPoints: string[];
  followUps?: number;
}): DraftQuestion => ({
  key: nextKey++,
  id: q?.id,
  ...(q?.followUps === undefined ? {} : { followUps: q.followUps }),
  text: q?.text ?? '',
  keyPoints: q?.keyPoints.join('\n') ?? '',
});
const pointsOf = (text: string) =>
  text
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Writes or edits a template's questions by hand: topic, language (any of the 10), and questions that can
 * be added, removed, moved up and down, each with 1-8 key points (one per line). Checked with the shared
 * schema before `onSubmit`; errors show next to their field.
 */
export function QuestionEditor(props: QuestionEditorProps) {
  const [topic, setTopic] = useState(props.initial?.topic ?? '');
  const [language, setLanguage] = useState<Language>(props.initial?.language ?? 'English');
  const [questions, setQuestions] = useState<DraftQuestion[]>(
    props.initial?.questions.length ? props.initial.questions.map(draft) : [draft()],
  );
  const [limits, setLimits] = useState(() => minutesOf(props.initial?.timeLimits));
  const [followUps, setFollowUps] = useState(props.initial?.followUps);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [regenerating, setRegenerating] = useState<number | null>(null);
  const [notices, setNotices] = useState<Record<number, string>>({});

  const update = (key: number, change: Partial<DraftQuestion>) =>
    setQuestions((qs) => qs.map((q) => (q.key === key ? { ...q, ...change } : q)));
  const move = (index: number, by: -1 | 1) =>
    setQuestions((qs) => {
      const next = [...qs];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const regenerate = async (q: DraftQuestion) => {
    if (!props.onRegenerate) return;
    setRegenerating(q.key);
    try {
      const fresh = await props.onRegenerate(questions.map((x) => x.text));
      update(q.key, { id: undefined, text: fresh.text, keyPoints: fresh.keyPoints.join('\n') });
      setNotices((n) => ({ ...n, [q.key]: fresh.notice ?? '' }));
    } catch {
      setErrors((e) => ({ ...e, [`q${q.key}`]: 'The AI could not write a question. Try again.' }));
    } finally {
      setRegenerating(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      topic,
      language,
      questions: questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        text: q.text,
        keyPoints: pointsOf(q.keyPoints),
        ...(q.followUps === undefined ? {} : { followUps: q.followUps }),
      })),
      ...(timeLimitsOf(limits) ? { timeLimits: timeLimitsOf(limits) } : {}),
      ...(followUps === undefined ? {} : { followUps }),
    };
    const parsed = WriteInterviewTemplateRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index, part] = issue.path;
        const name =
          field === 'questions' && typeof index === 'number'
            ? `q${questions[index]!.key}${part === 'keyPoints' ? 'k' : ''}`
            : String(field);
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    props.onSubmit(body);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        header={<Header variant="h1">{props.title}</Header>}
        errorText={props.failure}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button variant="primary" loading={props.saving} data-testid="save-questions">
              {props.submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">Interview</Header>}>
            <SpaceBetween size="m">
              <FormField label="Topic" errorText={errors.topic}>
                <Input
                  value={topic}
                  onChange={({ detail }) => setTopic(detail.value)}
                  data-testid="write-topic"
                />
              </FormField>
              <FormField
                label="Language"
                description="The language the questions are asked in."
                errorText={errors.language}
              >
                <Select
                  selectedOption={LANGUAGE_OPTIONS.find((o) => o.value === language) ?? null}
                  onChange={({ detail }) => setLanguage(detail.selectedOption.value as Language)}
                  options={LANGUAGE_OPTIONS}
                  data-testid="write-language"
                />
              </FormField>
              <TimeLimitFields value={limits} onChange={setLimits} errorText={errors.timeLimits} />
              <FollowUpsField value={followUps} onChange={setFollowUps} />
            </SpaceBetween>
          </Container>
          {errors.questions && <Alert type="error">{errors.questions}</Alert>}
          {questions.map((q, i) => (
            <Container
              key={q.key}
              data-testid="edit-question"
              header={
                <Header
                  variant="h3"
                  actions={
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button
                        formAction="none"
                        iconName="angle-up"
                        variant="icon"
                        ariaLabel={`Move question ${i + 1} up`}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                      />
                      <Button
                        formAction="none"
                        iconName="angle-down"
                        variant="icon"
                        ariaLabel={`Move question ${i + 1} down`}
                        disabled={i === questions.length - 1}
                        onClick={() => move(i, 1)}
                      />
                      {props.onRegenerate && (
                        <Button
                          formAction="none"
                          iconName="gen-ai"
                          loading={regenerating === q.key}
                          onClick={() => void regenerate(q)}
                        >
                          Regenerate with AI
                        </Button>
                      )}
                      <Button
                        formAction="none"
                        iconName="remove"
                        disabled={questions.length === 1}
                        onClick={() => setQuestions((qs) => qs.filter((x) => x.key !== q.key))}
                      >
                        Remove
                      </Button>
                    </SpaceBetween>
                  }
                >
                  {`Question ${i + 1}`}
                </Header>
              }
            >
              <SpaceBetween size="m">
                <FormField
                  label="Question"
                  errorText={errors[`q${q.key}`]}
                  constraintText={notices[q.key] || undefined}
                  stretch
                >
                  <Textarea
                    rows={2}
                    value={q.text}
                    onChange={({ detail }) => update(q.key, { text: detail.value })}
                    ariaLabel={`Question ${i + 1}`}
                  />
                </FormField>
                <FormField
                  label="Key points"
                  description={`What a good answer covers: 1-${MAX_KEY_POINTS}, one per line. Examples in brackets or after "such as" count as evidence on their own.`}
                  errorText={errors[`q${q.key}k`]}
                  stretch
                >
                  <Textarea
                    rows={Math.max(3, q.keyPoints.split('\n').length)}
                    value={q.keyPoints}
                    onChange={({ detail }) => update(q.key, { keyPoints: detail.value })}
                    ariaLabel={`Key points of question ${i + 1}`}
                  />
                </FormField>
              </SpaceBetween>
            </Container>
          ))}
          <Button
            formAction="none"
            iconName="add-plus"
            onClick={() => setQuestions((qs) => [...qs, draft()])}
            data-testid="add-question"
          >
            Add question
          </Button>
        </SpaceBetween>
      </Form>
    </form>
  );
}
