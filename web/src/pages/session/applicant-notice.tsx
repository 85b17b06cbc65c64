import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SessionIntro } from '../../../../shared/schemas/session';
import { useTranslation } from 'react-i18next';

/**
 * The notice before the interview, in its language (catalog keys `page.notice.*`): AI assistance and a person decides, what is
 * assessed, what is recorded about how each answer is written (docs/product.md#integrity-signals), how long answers are kept, whom to write to for human-only evaluation or an accommodation
 * (with a link that opens that e-mail), a box to ask for human-only evaluation (which switches
 * the session's AI scoring off when the code is sent), and the box to accept the notice. Starting needs the box ticked.
 */
export function ApplicantNotice({
  intro,
  accepted,
  onAcceptedChange,
  humanOnly,
  onHumanOnlyChange,
}: {
  intro: SessionIntro;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The applicant asks for human-only evaluation (sent with the access code). */
  humanOnly: boolean;
  onHumanOnlyChange: (humanOnly: boolean) => void;
}) {
  const { t } = useTranslation();
  const { contactEmail, retentionDays } = intro.notice;
  const mailto = `mailto:${contactEmail}?subject=${encodeURIComponent(`${t('page.notice.humanOnlySubject')} (${intro.id})`)}`;
  return (
    <Alert type="info" header={t('page.notice.header')} data-testid="applicant-notice">
      <SpaceBetween size="xs">
        <Box variant="p" margin="n">
          {t('page.notice.aiAndPerson', { org: intro.organizationName })}
        </Box>
        <Box variant="p" margin="n">
          {t('page.notice.assessed')}
        </Box>
        <Box variant="p" margin="n" data-testid="notice-signals">
          {t('page.notice.signals')}
        </Box>
        <Box variant="p" margin="n" data-testid="notice-retention">
          {t('page.notice.retention', { days: retentionDays })}
        </Box>
        <Box variant="p" margin="n">
          {t('page.notice.contact')} <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.{' '}
          <Link href={mailto} data-testid="human-only-link">
            {t('page.notice.humanOnlyLink')}
          </Link>
        </Box>
        <Checkbox
          checked={humanOnly}
          onChange={({ detail }) => onHumanOnlyChange(detail.checked)}
          data-testid="ask-human-only"
        >
          {t('page.notice.humanOnlyChoice')}
        </Checkbox>
        <Checkbox
          checked={accepted}
          onChange={({ detail }) => onAcceptedChange(detail.checked)}
          data-testid="accept-notice"
        >
          {t('page.notice.accept')}
        </Checkbox>
      </SpaceBetween>
    </Alert>
  );
}
