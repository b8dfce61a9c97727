import type { ApiKey, Resolvers } from '../../generated/graphql.ts';
import type { ApiKeysService, ApiKeyView } from './users.api-keys.service.ts';

function toApiKeyGraph({ row, secret, explanation }: ApiKeyView): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    scope: row.scope === 'READ_WRITE' ? 'READ_WRITE' : 'READ_ONLY',
    secret,
    explanation,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    createdAt: row.createdAt,
  };
}

/** addApiKey, removeApiKey (spec §7) and the caller's key list. */
export function createApiKeysResolvers(apiKeys: ApiKeysService): Resolvers {
  return {
    Query: {
      getApiKeys: async (_parent, _args, { viewer }) => (await apiKeys.list(viewer)).map(toApiKeyGraph),
    },
    User: {
      apiKey: async (user, _args, { viewer }) => {
        if (user._id !== viewer.userId || viewer.via === 'api-key') return null;
        const [newest] = await apiKeys.list(viewer).catch(() => []);
        return newest ? toApiKeyGraph(newest) : null;
      },
    },
    Mutation: {
      addApiKey: async (_parent, { data }, { viewer }) => toApiKeyGraph(await apiKeys.add(viewer, data)),
      removeApiKey: (_parent, { apiKeyId }, { viewer }) => apiKeys.remove(viewer, apiKeyId),
    },
  };
}
