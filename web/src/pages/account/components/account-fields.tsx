import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';

/** What every account form field takes: a controlled value, its error and the id tests find it by. */
export interface AccountFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  /** `data-testid` of the input. */
  testId: string;
}

/** Props of {@link AccountTextField}. */
export interface AccountTextFieldProps extends AccountFieldProps {
  label: string;
  /** The browser's autofill hint, so password managers and autofill fill the right field. */
  autoComplete: string;
}

/**
 * A labelled plain text input of the account forms (a person's or an organization's name). The e-mail,
 * password and code fields below build on it so their labels and autofill hints stay the same everywhere.
 */
export function AccountTextField({
  label,
  description,
  errorText,
  testId,
  value,
  onChange,
  ...input
}: AccountTextFieldProps & {
  description?: string;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
}) {
  return (
    <FormField label={label} description={description} errorText={errorText}>
      <Input
        {...input}
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        data-testid={testId}
      />
    </FormField>
  );
}

/**
 * The "E-mail" field of sign-in, sign-up and password reset. It autofills as `username` because the
 * e-mail is the Cognito user name, which lets password managers pair it with the password field.
 */
export function EmailField(props: AccountFieldProps) {
  return (
    <AccountTextField {...props} label="E-mail" type="email" inputMode="email" autoComplete="username" />
  );
}

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends AccountFieldProps {
  /** Defaults to "Password". */
  label?: string;
  /** `current-password` to sign in; `new-password` where one is chosen, so browsers offer to generate it. */
  autoComplete: 'current-password' | 'new-password';
}

/** A masked password field of the account forms. */
export function PasswordField({ label = 'Password', ...props }: PasswordFieldProps) {
  return <AccountTextField {...props} label={label} type="password" />;
}

/** Props of {@link CodeField}. */
export interface CodeFieldProps extends AccountFieldProps {
  label: string;
  /** Where the code was sent (Cognito's masked address), named in the field's description. */
  destination: string;
}

/**
 * The 6-digit code Cognito e-mails (account confirmation, password reset). Numeric input mode opens the
 * digit keypad on phones, and `one-time-code` lets the browser fill it from the message.
 */
export function CodeField({ destination, ...props }: CodeFieldProps) {
  return (
    <AccountTextField
      {...props}
      description={`Enter the 6-digit code we sent to ${destination}`}
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}
