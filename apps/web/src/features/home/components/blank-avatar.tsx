/** The default picture of a profile without a photo: a silhouette, drawn inline (no download). */
export function BlankAvatar({ label }: { label: string }) {
  return (
    <svg
      className="featured-card__photo"
      viewBox="0 0 200 200"
      width={200}
      height={200}
      role="img"
      aria-label={label}
    >
      <rect width="200" height="200" fill="#efe7e1" />
      <circle cx="100" cy="78" r="38" fill="#c9bcb4" />
      <path d="M30 200c6-44 36-70 70-70s64 26 70 70z" fill="#c9bcb4" />
    </svg>
  );
}
