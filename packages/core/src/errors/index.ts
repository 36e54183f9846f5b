export { describeFailure, type FailureDescription, type RequestFailure } from './describe-failure.ts';
export { type CatalogueKey, catalogueKey, catalogueMessage } from './error-catalogue.ts';
export { type FailureMessageOptions, failureMessage } from './failure-message.ts';
export { isCancellation } from './is-cancellation.ts';
