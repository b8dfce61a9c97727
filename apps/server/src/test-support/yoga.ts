/** A GraphQL answer as the unit tests of Yoga plugins read it. */
export interface YogaResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** Runs an operation on a Yoga server without HTTP (its fetch API). */
export async function runOn(
  yoga: { fetch(url: string, init: RequestInit): Response | Promise<Response> },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<YogaResult> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as YogaResult;
}
