import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_REQUEST_DUE_DAYS,
  REQUEST_KINDS,
  type RequestKind,
} from '../../../../shared/schemas/applicant-request';
import {
  DECLINED,
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type SelfIdentification,
} from '../../../../shared/schemas/self-identification';
import { apiCall } from '../../api/client';
import { formatSessionDate } from '../../i18n/session-i18n';
import { RequestStatusList, sessionRequestsKey, useSessionRequests } from './request-status';
import { REQUEST_FORM_ID, TranscriptPanel } from './transcript-panel';

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/**
 * Voluntary self-identification after submitting (docs/product.md#self-identification): two questions,
 * each with "I prefer not to say"; nothing is sent unless the applicant presses Send.
 */
function SelfIdentificationForm({ sessionId, token }: { sessionId: string; token: string }) {
  const { t } = useTranslation();
  const [sex, setSex] = useState<string>(DECLINED);
  const [race, setRace] = useState<string>(DECLINED);
  const save = useMutation({
    mutationFn: (body: SelfIdentification) =>
      apiCall('submitSelfIdentification', { params: { id: sessionId }, body }, bearer(token)),
  });
  const options = (values: readonly string[], prefix: string) => [
    ...values.map((v) => ({ value: v, label: t(`page.accountable.${prefix}_${v}`) })),
    { value: DECLINED, label: t('page.accountable.declined') },
  ];
  return (
    <Container header={<Header variant="h2">{t('page.accountable.selfIdHeader')}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{t('page.accountable.selfIdIntro')}</Box>
        <FormField label={t('page.accountable.sexLabel')}>
          <RadioGroup
            value={sex}
            onChange={({ detail }) => setSex(detail.value)}
            items={options(SEX_CATEGORIES, 'sex')}
          />
        </FormField>
        <FormField label={t('page.accountable.raceLabel')}>
          <RadioGroup
            value={race}
            onChange={({ detail }) => setRace(detail.value)}
            items={options(RACE_ETHNICITY_CATEGORIES, 'race')}
          />
        </FormField>
        {save.isSuccess ? (
          <Alert type="success">{t('page.accountable.selfIdSaved')}</Alert>
        ) : (
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ sex, raceEthnicity: race } as SelfIdentification)}
            data-testid="self-identification-send"
          >
            {t('page.accountable.selfIdSubmit')}
          </Button>
        )}
        {save.isError && <Alert type="error">{t('page.processError')}</Alert>}
      </SpaceBetween>
    </Container>
  );
}

/**
 * An explanation, review or correction request (docs/product.md#requests), answered by e-mail within the
 * organization's `dueDays`. `token` is the applicant token or a request link's token.
 */
export function RequestForm({
  sessionId,
  token,
  organizationName,
  dueDays,
}: {
  sessionId: string;
  token: string;
  organizationName: string;
  dueDays: number;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<RequestKind>('explanation');
  const [message, setMessage] = useState('');
  const send = useMutation({
    mutationFn: () =>
      apiCall('createRequest', { params: { id: sessionId }, body: { kind, message } }, bearer(token)),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionRequestsKey(sessionId) }),
  });
  return (
    <div id={REQUEST_FORM_ID}>
      <Container header={<Header variant="h2">{t('page.accountable.requestHeader')}</Header>}>
        <SpaceBetween size="m">
          <Box variant="p">
            {t('page.accountable.requestIntro', { org: organizationName, days: dueDays })}
          </Box>
          <FormField label={t('page.accountable.requestKindLabel')}>
            <RadioGroup
              value={kind}
              onChange={({ detail }) => setKind(detail.value as RequestKind)}
              items={REQUEST_KINDS.map((k) => ({ value: k, label: t(`page.accountable.kind_${k}`) }))}
            />
          </FormField>
          <FormField label={t('page.accountable.requestMessageLabel')}>
            <Textarea
              value={message}
              onChange={({ detail }) => setMessage(detail.value.slice(0, 2000))}
              rows={4}
            />
          </FormField>
          {send.data ? (
            <Alert type="success" data-testid="request-sent">
              {t('page.accountable.requestSent', { date: formatSessionDate(send.data.dueAt) })}
            </Alert>
          ) : (
            <Button loading={send.isPending} onClick={() => send.mutate()} data-testid="request-send">
              {t('page.accountable.requestSubmit')}
            </Button>
          )}
          {send.isError && <Alert type="error">{t('page.processError')}</Alert>}
        </SpaceBetween>
      </Container>
    </div>
  );
}

/**
 * What a submitted session's page offers while the applicant's token is valid: the voluntary
 * self-identification, the applicant's transcript and a request about the decision.
 */
export function AfterSubmit(props: { sessionId: string; token: string; organizationName: string }) {
  const requests = useSessionRequests(props.sessionId, props.token);
  return (
    <SpaceBetween size="l">
      <TranscriptPanel sessionId={props.sessionId} token={props.token} />
      <RequestForm {...props} dueDays={requests.data?.requestDueDays ?? DEFAULT_REQUEST_DUE_DAYS} />
      {requests.data && <RequestStatusList requests={requests.data.requests} />}
      <SelfIdentificationForm sessionId={props.sessionId} token={props.token} />
    </SpaceBetween>
  );
}
