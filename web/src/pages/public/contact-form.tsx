import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { ContactMessageSchema, type ContactMessageInput } from '../../../../shared/schemas/contact';
import { apiCall } from '../../api/client';
import { useNotify } from '../../components/notifications';
import type { FieldErrors } from '../../components/field-errors';
import { dropEmpty, serverFieldErrors, submitErrorDetail, validate } from './form-errors';
import { OptionalLabel } from './optional-label';

type ContactValues = Required<{ [K in keyof ContactMessageInput]: string }>;

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** Success toast of the contact form (docs/product.md#messages-success). */
export const CONTACT_SUCCESS = 'Contact form submitted';

/**
 * True when the fields the spec requires are filled: first name, e-mail and message
 * (docs/product.md#rule-validation). Until then Submit is disabled.
 */
export function contactRequiredFilled(
  values: Pick<ContactValues, 'firstName' | 'email' | 'message'>,
): boolean {
  return [values.firstName, values.email, values.message].every((v) => v.trim() !== '');
}

/**
 * The landing page's contact form (docs/product.md#screen-landing). Checks the values with the API's own
 * schema, sends `POST /api/contact`, shows server field errors under the fields, and on success clears the
 * form and shows "Contact form submitted".
 */
export function ContactForm() {
  const notify = useNotify();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [sending, setSending] = useState(false);

  const field = (name: keyof ContactValues) => ({
    value: values[name],
    onChange: ({ detail }: { detail: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: detail.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = async () => {
    const checked = validate(ContactMessageSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setSending(true);
    try {
      await apiCall('sendContactMessage', { body: dropEmpty(checked.data) });
      setValues(EMPTY);
      setErrors({});
      notify.success(CONTACT_SUCCESS, 'Thank you for writing. We will answer by e-mail soon.');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify.apiError(error, submitErrorDetail(error, 'your message'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Form
        actions={
          <Button
            variant="primary"
            formAction="submit"
            loading={sending}
            disabled={!contactRequiredFilled(values)}
            data-testid="contact-submit"
          >
            Submit
          </Button>
        }
      >
        <Container header={<Header variant="h2">Send us a message</Header>}>
          <SpaceBetween size="l">
            <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
              <FormField label="First name" errorText={errors.firstName} stretch>
                <Input {...field('firstName')} autoComplete="given-name" data-testid="contact-first-name" />
              </FormField>
              <FormField label={<OptionalLabel>Last name</OptionalLabel>} errorText={errors.lastName} stretch>
                <Input {...field('lastName')} autoComplete="family-name" data-testid="contact-last-name" />
              </FormField>
            </Grid>
            <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
              <FormField label="E-mail" errorText={errors.email} stretch>
                <Input {...field('email')} type="email" autoComplete="email" data-testid="contact-email" />
              </FormField>
              <FormField label={<OptionalLabel>Phone</OptionalLabel>} errorText={errors.phone} stretch>
                <Input {...field('phone')} inputMode="tel" autoComplete="tel" data-testid="contact-phone" />
              </FormField>
            </Grid>
            <FormField label="Message" errorText={errors.message} stretch>
              <Textarea {...field('message')} rows={5} data-testid="contact-message" />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
