/**
 * A compliment code shown as two groups of four digits. The gap is only a margin, so the text is
 * still the exact 8 digits: what is selected and copied, and what screen readers read.
 */
export function GroupedCode({ code, className = "" }: { code: string; className?: string }) {
  return (
    <span className={`whitespace-nowrap font-mono tabular-nums ${className}`} data-code={code}>
      {code.slice(0, 4)}
      <span className="ml-[0.45em]">{code.slice(4)}</span>
    </span>
  );
}
