/**
 * What an image that fails to load shows instead (spec section 8): a grey frame with a picture outline. A data
 * URL, so it shows even when the image failed because the network did.
 */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 72'%3E%3Crect width='96' height='72' fill='%23eef0f3'/%3E%3Cpath d='M30 50l12-14 9 10 6-7 9 11z' fill='%23b8bfc9'/%3E%3Ccircle cx='60' cy='26' r='5' fill='%23b8bfc9'/%3E%3C/svg%3E";
