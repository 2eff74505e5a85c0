import { Link } from 'react-router';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0f2a4a" />
      <path d="M16 5l9 3.5v6.2c0 5.6-3.8 10.3-9 12.3-5.2-2-9-6.7-9-12.3V8.5z" fill="#f2b632" />
      <path
        d="M12 16l3 3 5.5-6"
        stroke="#0f2a4a"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-primary"
      aria-label="CrimReview home"
    >
      <LogoMark />
      <span className="text-lg tracking-tight">
        Crim<span className="text-[#a15c00]">Review</span>
      </span>
    </Link>
  );
}
