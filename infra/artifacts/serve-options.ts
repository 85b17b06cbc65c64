/** The options and the handle of `serveArtifacts` (`serve.ts`). */
import type { Server } from 'node:http';
import type { Backends, Denial } from './aws-endpoint';
import type { SesAccount } from './ses-account';
import type { CfnTemplate, LocalNames } from './template';

/** Options of `serveArtifacts`. */
export interface ServeArtifactsOptions {
  template: CfnTemplate;
  cdkOut: string;
  /** Template whose bundled assets to run (default: `template`). */
  assetsFrom?: CfnTemplate;
  names: LocalNames;
  backends: Backends;
  /** cognito-local's base URL: the issuer `https://cognito-idp.<region>.amazonaws.com/<pool>` maps to `<url>/<pool>`. */
  cognitoUrl: string;
  runtimeConfig: unknown;
  port: number;
  /** Function logs and failure-destination records go here. */
  dataDir: string;
  /** Called for every call IAM denies (also logged to stderr). */
  onDenied?: (denial: Denial) => void;
  /**
   * The SES account (default: out of the sandbox). In the sandbox, the template's own identities count
   * as verified, and sends to anyone else are refused as SES refuses them.
   */
  ses?: SesAccount;
  /** The secret requests under `/local/` must carry (`x-local-secret`, printed by the runner). */
  localSecret?: string;
}

/** A running artifact API. */
export interface ServedArtifacts {
  server: Server;
  /** Calls IAM denied so far. */
  denials: Denial[];
  /** Events that failed every retry, by failure destination. */
  failures: { destination: string; functionId: string; error: unknown }[];
  stop(): Promise<void>;
}
