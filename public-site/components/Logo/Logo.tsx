/** The Bosun mark (a sail over a hull, in a porthole) and word mark. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="20" cy="20" r="20" fill="var(--color-brand)" />
        <path d="M21 8v17h10z" fill="var(--color-accent)" />
        <path d="M19 11v14h-8z" fill="#fff" />
        <path d="M8 27h24l-3.5 5h-17z" fill="#fff" />
      </svg>
      <span className="logo__word">Bosun</span>
    </span>
  );
}
