/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n": typeof types.SetUserLanguageDocument,
    "\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n": typeof types.AcceptTermsDocument,
    "\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        organizationId {\n          _id\n          name\n          currency\n        }\n        role\n        status\n      }\n    }\n  }\n": typeof types.GetSelfDocument,
};
const documents: Documents = {
    "\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n": types.SetUserLanguageDocument,
    "\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n": types.AcceptTermsDocument,
    "\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        organizationId {\n          _id\n          name\n          currency\n        }\n        role\n        status\n      }\n    }\n  }\n": types.GetSelfDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserLanguage($lang: Language!) {\n    setUserLanguage(lang: $lang) {\n      _id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTerms {\n    acceptTerms {\n      _id\n      termsAccepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        organizationId {\n          _id\n          name\n          currency\n        }\n        role\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetSelf {\n    getSelf {\n      _id\n      firstName\n      lastName\n      email\n      avatarUrl\n      root\n      status\n      termsAccepted\n      language\n      mobile\n      rolesInOrganizations {\n        organizationId {\n          _id\n          name\n          currency\n        }\n        role\n        status\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;