/** Ports of the local stack; each can be moved with its environment variable. */
export interface LocalPorts {
  web: number;
  api: number;
  dynamodb: number;
  cognito: number;
  ses: number;
}

/** Defaults as the README documents them; `WEB_PORT`, `API_PORT`, `DYNAMODB_PORT`, `COGNITO_PORT`, `SES_PORT` override. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const n = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    web: n('WEB_PORT', 5173),
    api: n('API_PORT', 3001),
    dynamodb: n('DYNAMODB_PORT', 8000),
    cognito: n('COGNITO_PORT', 9229),
    ses: n('SES_PORT', 8005),
  };
}
