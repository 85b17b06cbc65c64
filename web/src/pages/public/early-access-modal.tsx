import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { EarlyAccessRequestSchema, type EarlyAccessRequestInput } from '../../../../shared/schemas/contact';
import { apiCall } from '../../api/client';
import { useNotify } from '../../components/notifications';
import type { FieldErrors } from '../../components/field-errors';
import { dropEmpty, serverFieldErrors, submitErrorDetail, validate } from './form-errors';
import { OptionalLabel } from './optional-label';

type EarlyAccessValues = Required<{ [K in keyof EarlyAccessRequestInput]: string }>;

const EMPTY: EarlyAccessValues = {
  name: '',
  email: '',
  company: '',
  jobTitle: '',
  industry: '',
  referral: '',
  message: '',
};

/** Success toast of the early-access dialog (docs/product.md#messages-success). */
export const EARLY_ACCESS_SUCCESS = 'Early Access requested';

/**
 * True when name and e-mail are filled: until then the request button is disabled
 * (docs/product.md#rule-validation).
 */
export function earlyAccessRequiredFilled(values: Pick<EarlyAccessValues, 'name' | 'email'>): boolean {
  return values.name.trim() !== '' && values.email.trim() !== '';
}

const OPTIONAL_FIELDS: {
  name: Exclude<keyof EarlyAccessValues, 'name' | 'email' | 'message'>;
  label: string;
}[] = [
  { name: 'company', label: 'Company' },
  { name: 'jobTitle', label: 'Job title' },
  { name: 'industry', label: 'Industry' },
  { name: 'referral', label: 'How did you hear about us?' },
];

/**
 * The early-access dialog (docs/product.md#screen-landing; fields:
 * docs/product.md#entity-early-access-request). Sends `POST /api/contact/EarlyAccess`; on success shows
 * "Early Access requested", clears and closes.
 * @param visible - whether the dialog is open.
 * @param onClose - called on Cancel, the close button, Escape and after a successful request.
 */
export function EarlyAccessModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [values, setValues] = useState<EarlyAccessValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [sending, setSending] = useState(false);

  const field = (name: keyof EarlyAccessValues) => ({
    value: values[name],
    onChange: ({ detail }: { detail: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: detail.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = async () => {
    const checked = validate(EarlyAccessRequestSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setSending(true);
    try {
      await apiCall('requestEarlyAccess', { body: dropEmpty(checked.data) });
      setValues(EMPTY);
      setErrors({});
      notify.success(
        EARLY_ACCESS_SUCCESS,
        'Thank you. We will let you know by e-mail when your access is ready.',
      );
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify.apiError(error, submitErrorDetail(error, 'your request'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header="Request early access"
      closeAriaLabel="Close"
      data-testid="early-access-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={sending}
              disabled={!earlyAccessRequiredFilled(values)}
              onClick={() => void submit()}
              data-testid="early-access-submit"
            >
              Request early access
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">Tell us who you are and we will invite you as soon as a place is free.</Box>
        <ColumnLayout columns={2}>
          <FormField label="Name" errorText={errors.name} stretch>
            <Input {...field('name')} autoComplete="name" data-testid="early-access-name" />
          </FormField>
          <FormField label="E-mail" errorText={errors.email} stretch>
            <Input {...field('email')} type="email" autoComplete="email" data-testid="early-access-email" />
          </FormField>
          {OPTIONAL_FIELDS.map(({ name, label }) => (
            <FormField
              key={name}
              label={<OptionalLabel>{label}</OptionalLabel>}
              errorText={errors[name]}
              stretch
            >
              <Input {...field(name)} data-testid={`early-access-${name}`} />
            </FormField>
          ))}
        </ColumnLayout>
        <FormField label={<OptionalLabel>Message</OptionalLabel>} errorText={errors.message} stretch>
          <Textarea {...field('message')} rows={3} data-testid="early-access-message" />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
