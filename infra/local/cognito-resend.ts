import { CodeDeliveryFailure, readPools, type CodeDelivery, type StoredUser } from './cognito-mail';

/** A Cognito error as the JSON protocol answers it (HTTP 400, `__type` and `message`). */
export const cognitoError = (type: string, message: string) => ({
  status: 400,
  body: { __type: type, message },
});

/** The stored user whose user name or e-mail is `username` (any case), in any pool of cognito-local's data. */
function findUser(dbDir: string, username: string): StoredUser | undefined {
  const wanted = username.toLowerCase();
  for (const pool of readPools(dbDir)) {
    for (const user of Object.values(pool.Users ?? {})) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value?.toLowerCase();
      if (user.Username.toLowerCase() === wanted || email === wanted) return user;
    }
  }
  return undefined;
}

/** `a***@example.com`, as Cognito masks a destination. */
const mask = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * Cognito's `ResendConfirmationCode`, which cognito-local lacks: the code cognito-local issued at sign-up,
 * still stored on the unconfirmed user, is e-mailed again through `send`. Unknown users
 * (`UserNotFoundException`) and confirmed users (`InvalidParameterException`) get Cognito's errors; a
 * refused delivery answers as Cognito does (`CodeDeliveryFailureException`).
 * @param dbDir - cognito-local's data folder (`.cognito/db`).
 * @returns a function from the call's JSON body to its answer.
 */
export function confirmationCodeResender(dbDir: string, send: (delivery: CodeDelivery) => Promise<unknown>) {
  return async (body: Buffer): Promise<{ status: number; body: object }> => {
    let input: { Username?: unknown };
    try {
      input = JSON.parse(body.toString('utf8')) as { Username?: unknown };
    } catch {
      return cognitoError('InvalidParameterException', 'The request body is not JSON.');
    }
    if (typeof input.Username !== 'string') return cognitoError('InvalidParameterException', 'Username');
    const user = findUser(dbDir, input.Username);
    if (!user) return cognitoError('UserNotFoundException', 'Username/client id combination not found.');
    const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
    if (user.UserStatus === 'CONFIRMED' || !user.ConfirmationCode || !email)
      return cognitoError('InvalidParameterException', 'User is already confirmed.');
    try {
      await send({ destination: email, code: user.ConfirmationCode });
    } catch (error) {
      if (error instanceof CodeDeliveryFailure) return cognitoError(error.name, error.message);
      throw error;
    }
    return {
      status: 200,
      body: {
        CodeDeliveryDetails: { Destination: mask(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      },
    };
  };
}
