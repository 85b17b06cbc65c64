import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/**
 * Confirmation before the interview is submitted (docs/product.md#screen-interview: Cancel and a confirming
 * button, here "Submit" since it does more than save). Submitting cannot be undone, so the count of answered
 * questions is shown before it.
 */
export function SubmitModal({
  visible,
  answered,
  total,
  submitting,
  onCancel,
  onSubmit,
}: {
  visible: boolean;
  answered: number;
  total: number;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={t('page.confirmHeader')}
      closeAriaLabel={t('page.cancel')}
      data-testid="submit-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} data-testid="submit-cancel">
              {t('page.cancel')}
            </Button>
            <Button variant="primary" onClick={onSubmit} loading={submitting} data-testid="submit-confirm">
              {t('page.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('page.confirmBody', { answered, total })}
    </Modal>
  );
}
