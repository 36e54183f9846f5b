export { webhookHeaders, webhookSignature } from './webhook-signature.ts';
