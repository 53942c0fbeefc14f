/** The picture of a profile without one (or whose photos the member may not see yet). */
export function BlankAvatar({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 96 96"
      width="96"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="96" height="96" fill="#e4dcd6" />
      <circle cx="48" cy="38" r="17" fill="#b9aeb2" />
      <path d="M16 92c2-19 15-30 32-30s30 11 32 30z" fill="#b9aeb2" />
    </svg>
  );
}
