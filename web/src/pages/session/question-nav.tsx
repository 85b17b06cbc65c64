import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** Previous and Next, and Submit (the primary action on the last question). */
export function QuestionNav(props: {
  first: boolean;
  last: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          onClick={props.onPrevious}
          disabled={props.first}
          iconName="angle-left"
          data-testid="session-previous"
        >
          {t('page.previous')}
        </Button>
        <Button
          onClick={props.onNext}
          disabled={props.last}
          iconName="angle-right"
          iconAlign="right"
          data-testid="session-next"
        >
          {t('page.next')}
        </Button>
      </SpaceBetween>
      <Button
        variant={props.last ? 'primary' : 'normal'}
        onClick={props.onSubmit}
        data-testid="session-submit"
      >
        {t('page.submitInterview')}
      </Button>
    </div>
  );
}
