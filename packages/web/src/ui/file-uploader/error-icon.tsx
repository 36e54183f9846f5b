/** The error icon beside a failure, such as a HEIC image that could not be converted (spec section 8). */
export function ErrorIcon() {
  return (
    <svg className="error-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5v6M10 14v1" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
