import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import type { Question } from '../../../../shared/schemas/interview-template';

/**
 * A template's questions in a grid (docs/product.md#screen-template-detail): "Question N", the text, its key
 * points; `empty` says what an empty grid means (by default: no questions).
 */
export function TemplateQuestions({ questions, empty }: { questions: Question[]; empty?: string }) {
  const sorted = [...questions].sort((a, b) => a.order - b.order);
  return (
    <Cards
      data-testid="template-questions"
      items={sorted}
      trackBy="id"
      cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1200, cards: 3 }]}
      header={
        <Header variant="h2" counter={`(${questions.length})`}>
          Questions
        </Header>
      }
      empty={<Box textAlign="center">{empty ?? 'This template has no questions.'}</Box>}
      cardDefinition={{
        header: (q) => `Question ${q.order}`,
        sections: [
          { id: 'text', content: (q) => <span data-testid="question-text">{q.text}</span> },
          {
            id: 'keyPoints',
            header: 'Key points',
            content: (q) =>
              q.keyPoints.length ? (
                <ul style={{ margin: 0, paddingInlineStart: '1.2em' }} data-testid="question-key-points">
                  {q.keyPoints.map((point, i) => (
                    <li key={i}>{point}</li>
                  ))}
                </ul>
              ) : (
                '—'
              ),
          },
        ],
      }}
    />
  );
}
