/** GET /api/v1/config: what the console needs before it can create the OIDC client. */
export interface ClientConfig {
  authority: string;
  clientId: string;
  scope: string;
  productionHost: string | null;
  version: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseClientConfig(value: unknown): ClientConfig {
  if (!isRecord(value)) throw new Error('Invalid client configuration');
  const { authority, clientId, scope, productionHost, version } = value;
  if (typeof authority !== 'string' || typeof clientId !== 'string' || typeof scope !== 'string') {
    throw new Error('Invalid client configuration');
  }
  return {
    authority,
    clientId,
    scope,
    productionHost: typeof productionHost === 'string' && productionHost ? productionHost : null,
    version: typeof version === 'string' ? version : '',
  };
}

export async function loadClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/v1/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/v1/config answered ${response.status}`);
  return parseClientConfig(await response.json());
}
