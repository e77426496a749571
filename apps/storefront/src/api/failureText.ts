import type { ApiFailure, ApiResult } from './result';

/** The messages' texts for a failure without the server's words (`messages.errors`). */
export interface FailureTexts {
  unreachable: string;
  generic: string;
}

/**
 * The one place a failure becomes words a shopper reads: the server's own (SPEC.md §7), or the shop's text
 * for the failure's code in the visitor's language.
 */
export function failureText(
  failure: Pick<ApiFailure, 'cause' | 'serverMessage'>,
  errors: FailureTexts,
): string {
  return failure.serverMessage ?? (failure.cause === 'unreachable' ? errors.unreachable : errors.generic);
}

/**
 * The data of a result, or an Error carrying the failure's words: what a machine's promise actor answers
 * (the machines keep a failure's message and the page shows it).
 */
export function dataOrThrow<T>(result: ApiResult<T>, errors: FailureTexts): T {
  if (result.status === 'ok') return result.data;
  throw new Error(failureText(result, errors));
}
