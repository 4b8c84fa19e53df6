/** The StaffPlan word mark. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-lg font-semibold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--primary)" />
        <path
          d="M9 21h14M9 16h10M9 11h6"
          stroke="var(--primary-foreground)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      StaffPlan
    </span>
  );
}
