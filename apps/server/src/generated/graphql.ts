import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ResolverContext } from '../graphql/context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, ISO 8601 with time zone. */
  DateTime: { input: Date | string; output: Date | string; }
  /** A file sent as multipart form data (GraphQL multipart request spec). */
  File: { input: File; output: File; }
};

export type Language =
  | 'de'
  | 'en';

export type Mutation = {
  __typename?: 'Mutation';
  /** Records that the signed-in user accepted the licence and terms (once). */
  acceptTerms: User;
  /** Stores the console language of the signed-in user. */
  setUserLanguage: User;
};


export type MutationSetUserLanguageArgs = {
  lang: Language;
};

/** The organization a role belongs to (spec: rolesInOrganizations.organizationId). */
export type OrganizationSummary = {
  __typename?: 'OrganizationSummary';
  _id: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user with their roles. Open to every signed-in, active user so the console can explain a refusal. */
  getSelf: User;
  /** The server's version and this endpoint's name; any signed-in user. */
  serverInfo: ServerInfo;
};

export type RoleInOrganization = {
  __typename?: 'RoleInOrganization';
  organizationId: OrganizationSummary;
  role: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type ServerInfo = {
  __typename?: 'ServerInfo';
  endpoint: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type SortOrder =
  | 'asc'
  | 'desc';

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  address: Maybe<UserAddress>;
  avatarUrl: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  language: Language;
  lastName: Scalars['String']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  note: Maybe<Scalars['String']['output']>;
  rolesInOrganizations: Array<RoleInOrganization>;
  root: Scalars['Boolean']['output'];
  /** ACTIVE or inactive */
  status: Scalars['String']['output'];
  termsAccepted: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type UserAddress = {
  __typename?: 'UserAddress';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  line1: Maybe<Scalars['String']['output']>;
  line2: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Language: Language;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrganizationSummary: ResolverTypeWrapper<OrganizationSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RoleInOrganization: ResolverTypeWrapper<RoleInOrganization>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  UserAddress: ResolverTypeWrapper<UserAddress>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  File: Scalars['File']['output'];
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  OrganizationSummary: OrganizationSummary;
  Query: Record<PropertyKey, never>;
  RoleInOrganization: RoleInOrganization;
  ServerInfo: ServerInfo;
  String: Scalars['String']['output'];
  User: User;
  UserAddress: UserAddress;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type MutationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptTerms?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  setUserLanguage?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserLanguageArgs, 'lang'>>;
}>;

export type OrganizationSummaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationSummary'] = ResolversParentTypes['OrganizationSummary']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  getSelf?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType>;
}>;

export type RoleInOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RoleInOrganization'] = ResolversParentTypes['RoleInOrganization']> = ResolversObject<{
  organizationId?: Resolver<ResolversTypes['OrganizationSummary'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServerInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ServerInfo'] = ResolversParentTypes['ServerInfo']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['UserAddress']>, ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rolesInOrganizations?: Resolver<Array<ResolversTypes['RoleInOrganization']>, ParentType, ContextType>;
  root?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UserAddressResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UserAddress'] = ResolversParentTypes['UserAddress']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = ResolverContext> = ResolversObject<{
  DateTime?: GraphQLScalarType;
  File?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  OrganizationSummary?: OrganizationSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RoleInOrganization?: RoleInOrganizationResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAddress?: UserAddressResolvers<ContextType>;
}>;

